import { test } from '@playwright/test';
import { logInFresh } from './api-session';

test.use({ reducedMotion: 'reduce' });
const CSS: Record<string, string> = {
  asis: '',
  notnum: '*{font-variant-numeric:normal!important}',
  dejavu: '*{font-family:"DejaVu Sans"!important}',
  both: '*{font-variant-numeric:normal!important;font-family:"DejaVu Sans"!important}',
  asis2: '',
};
for (const [name, css] of Object.entries(CSS)) {
  test(`shape ${name}`, async ({ page, request, browser }) => {
    await logInFresh(page, request);
    if (css)
      await page.addInitScript((c) => {
        document.addEventListener('DOMContentLoaded', () => {
          const s = document.createElement('style');
          s.textContent = c;
          document.head.append(s);
        });
      }, css);
    await browser.startTracing(page, { categories: ['devtools.timeline', 'blink'] });
    await page.goto('/#/index');
    await page.getByTestId('user-card').waitFor();
    await page.waitForTimeout(2000);
    const buf = JSON.parse((await browser.stopTracing()).toString());
    const ev = buf.traceEvents as { name: string; dur?: number; ph: string }[];
    const sum = (n: string) => (ev.filter((e) => e.name === n && e.ph === 'X').reduce((s, e) => s + (e.dur ?? 0), 0) / 1000).toFixed(1);
    console.log(`${name} shape ${sum('InlineNode::ShapeTextIncludingFirstLine')} layout ${sum('LocalFrameView::performLayout')} runtask ${sum('ThreadControllerImpl::RunTask')}`);
  });
}
