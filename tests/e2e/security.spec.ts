import { expect, type Page, test } from '@playwright/test';
import { freshStart, loginWithDemoWallet } from './helpers';

/** Records every Content-Security-Policy violation the page reports, from the first script on. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

test('the built app sends a strict policy and the security headers', async ({ page }) => {
  const response = await page.goto('/#/index');
  const headers = response?.headers() ?? {};
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  // Scripts from the site itself, and the one inline first-paint script by its hash (no 'unsafe-inline').
  expect(meta).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')?;/);
  expect(meta).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')?;/);
  // The header holds the same policy but for its script sources, which admit a wallet's provider put in by an
  // inline script; on index.html a script must pass the meta's hash-only sources too
  // (docs/decisions/2026-11-28-inline-wallet-injection.md).
  expect(headers['content-security-policy']).toContain(
    (meta ?? '-').replace(
      /script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')?/,
      "script-src 'self' 'unsafe-inline'",
    ),
  );
  // The meta tag comes before every script of the page: none of them runs before it is in force.
  const metaFirst = await page.evaluate(() => {
    const policy = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
    return [...document.querySelectorAll('script')].every(
      (script) => policy !== null && (policy.compareDocumentPosition(script) & 4) !== 0,
    );
  });
  expect(metaFirst).toBe(true);
  expect(meta).toContain("object-src 'none'");
  expect(meta).toContain("base-uri 'none'");
  expect(meta).not.toContain('unsafe-inline');
  expect(meta).not.toContain('unsafe-eval');
});

test('wallet.html, the page for wallets that inject by inline script, is the same app with inline scripts allowed', async ({
  page,
}) => {
  const response = await page.goto('/wallet.html#/index');
  expect(response?.status()).toBe(200);
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(meta).toContain("script-src 'self' 'unsafe-inline';");
  expect(meta).not.toContain('unsafe-eval');
  expect(meta).toContain("object-src 'none'");
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__walletInline = true';
    document.head.append(script);
    return (window as unknown as { __walletInline?: boolean }).__walletInline === true;
  });
  expect(ran).toBe(true);
});

test('an injected inline script or inline event handler is refused', async ({ page }) => {
  await recordViolations(page);
  await page.goto('/#/index');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { __ran?: string[] };
    w.__ran = [];
    const script = document.createElement('script');
    script.textContent = 'window.__ran.push("inline")';
    document.body.append(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="data:," onerror="window.__ran.push(\'handler\')">';
    document.body.append(holder);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return w.__ran;
  });
  expect(ran).toEqual([]);
  const seen = await violations(page);
  expect(seen.some((v) => v.startsWith('script-src-elem inline'))).toBe(true);
  expect(seen.some((v) => v.startsWith('script-src-attr inline'))).toBe(true);
});

test('the app works under the policy: wallet login, QR code, live socket and chart, with no violation', async ({
  page,
}) => {
  const errors = await freshStart(page);
  await recordViolations(page);
  await page.goto('/#/index');
  await loginWithDemoWallet(page);
  await page.goto('/#/user');
  await page.getByRole('button', { name: 'Show QR code' }).click();
  await expect(page.getByTestId('invite-sheet').getByTestId('qr-code')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/#/trade');
  await expect(page.getByTestId('feed-status')).toHaveAttribute('data-status', 'live');
  await expect(page.getByTestId('kline-chart').locator('canvas').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
