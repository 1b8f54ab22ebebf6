import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ROUTES } from '../../src/ui/app/route-table';
import { builtScreenUrls, openLoggedIn, type ScreenData, seedScreens, showScreen } from './built-screens';
import { crossPageReferences, focusWithoutRing, smallTargets } from './layout-checks';

/**
 * Accessibility of every built screen (English: the rules do not depend on the language), logged in and
 * out, and of the open sheets: no serious or critical axe-core violation (label-in-name included), touch targets of at least 44 x 44 px (axe's own
 * target-size rule asks only 24), a visible focus ring on every button and link, and sheets that keep
 * the keyboard inside (Tab and Shift+Tab cycle within an open sheet).
 */

test.use({ viewport: { width: 360, height: 740 } });

let data: ScreenData;
test.beforeEach(async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'pixel7', 'the rules do not depend on the phone');
  data = await seedScreens(request);
});

/** What axe.run answers, as far as these checks read it. */
interface AxeViolation {
  readonly id: string;
  readonly impact?: string | null;
  readonly nodes: readonly { readonly target: readonly unknown[]; readonly failureSummary?: string }[];
}
type AxeWindow = {
  axe?: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> };
};

/**
 * Serious and critical violations of axe-core on what is on screen (or in `scope`), one line each; only
 * the given rules when `rules` is set. @axe-core/playwright puts axe-core into the page once; since the
 * screens change by hash, it stays there, and later runs call it directly (each AxeBuilder run would send
 * the whole library again: about 0.6 s a screen on these machines).
 */
async function axeViolations(page: Page, scope?: string, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => (window as AxeWindow).axe !== undefined))) {
    await new AxeBuilder({ page }).withRules(['region']).analyze();
  }
  const violations = await page.evaluate(
    async ([scope, rules]) => {
      const axe = (window as AxeWindow).axe;
      if (!axe) throw new Error('axe-core is not in the page');
      const options = {
        resultTypes: ['violations'],
        // WCAG 2.5.3 (label in name): axe tags the rule 'experimental' and leaves it off unless asked.
        rules: { 'label-content-name-mismatch': { enabled: true } },
        ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
      };
      return (await axe.run(scope ? { include: [[scope]] } : document, options)).violations;
    },
    [scope, rules] as const,
  );
  return violations
    .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
    .flatMap((rule) =>
      rule.nodes.map(
        (node) =>
          `${rule.id} (${rule.impact}): ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim()}`,
      ),
    );
}

/** Every problem of an open sheet: axe inside it, small targets, and focus leaving it on Tab or Shift+Tab. */
async function sheetProblems(page: Page, sheet: Locator, scope: string): Promise<string[]> {
  await expect(sheet).toBeVisible();
  const problems = [...(await axeViolations(page, scope)), ...(await smallTargets(page, scope))];
  const stops = await sheet.evaluate(
    (element) => element.querySelectorAll('button, a[href], input, select, textarea, [tabindex="0"]').length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen = new Set<string>();
    for (let press = 0; press < stops + 2; press += 1) {
      await page.keyboard.press(key);
      const focus = await sheet.evaluate((element) => {
        const active = document.activeElement;
        if (!active || active === document.body) return { inside: false, what: 'nothing' };
        const label = (active.textContent || active.getAttribute('aria-label') || '').trim().slice(0, 30);
        return { inside: element.contains(active), what: `<${active.tagName.toLowerCase()}> "${label}"` };
      });
      if (!focus.inside) problems.push(`${key} ${press + 1}: focus on ${focus.what}, outside the sheet`);
      seen.add(focus.what);
    }
    if (stops > 1 && seen.size < 2)
      problems.push(`${key} does not move between the sheet's ${stops} controls`);
  }
  return problems;
}

/** Switches the device between light and dark; the app follows (its theme setting is "system"). */
async function scheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
}

test('every built screen: no serious axe violation, 44 px targets, visible focus', async ({ page }) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await openLoggedIn(page, data, 'en');
  const problems: string[] = [];
  for (const url of builtScreenUrls(data)) {
    const found = [
      ...(await showScreen(page, url)),
      ...(await crossPageReferences(page)),
      ...(await axeViolations(page)),
      ...(await smallTargets(page)),
      ...(await focusWithoutRing(page)),
    ];
    // The dark theme has its own colours: their contrast too.
    await scheme(page, 'dark');
    found.push(...(await axeViolations(page, undefined, ['color-contrast'])).map((line) => `dark: ${line}`));
    await scheme(page, 'light');
    problems.push(...found.map((problem) => `${url}: ${problem}`));
  }
  expect(problems).toEqual([]);
});

test('a visitor: the public screens, no serious axe violation', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  await page.goto('/#/index');
  await expect(page.getByRole('button', { name: 'Connect wallet' }).first()).toBeVisible();
  const problems: string[] = [];
  // Every other screen needs a login and sends a visitor to home.
  for (const url of ROUTES.filter((route) => route.public).map((route) => route.path)) {
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, url);
    await page.waitForFunction(() => {
      const shown = [...document.querySelectorAll<HTMLElement>('.page')].find((p) => !p.hidden);
      const waiting = '.skeleton-line, [data-testid="skeleton"], [aria-busy="true"]:not(button)';
      return shown?.textContent?.trim() && shown.querySelector(waiting) === null;
    });
    problems.push(...(await axeViolations(page)).map((problem) => `${url} (visitor): ${problem}`));
  }
  expect(problems).toEqual([]);
});

test('open sheets: menu, language, invite, a confirm dialog, the unpaid-order reminder', async ({ page }) => {
  const problems: string[] = [];
  const check = async (name: string, sheet: Locator, scope: string) =>
    problems.push(...(await sheetProblems(page, sheet, scope)).map((problem) => `${name}: ${problem}`));

  await openLoggedIn(page, data, 'en', { keepReminder: true });
  await check('unpaid reminder', page.getByTestId('unpaid-reminder'), '[data-testid="unpaid-reminder"]');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('unpaid-reminder')).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await check('menu', page.getByTestId('side-menu'), '[data-testid="side-menu"]');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Language' }).click();
  await check('language', page.getByTestId('language-sheet'), '[data-testid="language-sheet"]');
  await page.keyboard.press('Escape');

  await page.getByRole('navigation').getByRole('button', { name: 'Invite' }).click();
  await check('invite', page.getByTestId('invite-sheet'), '[data-testid="invite-sheet"]');
  await page.keyboard.press('Escape');

  await showScreen(page, '/address');
  await page.getByTestId('address-card').first().getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm.getByRole('heading')).toHaveText('Delete this address?');
  await check('confirm', confirm, '[data-testid="confirm-dialog"]');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('address-card')).toHaveCount(2);
  expect(problems).toEqual([]);
});

test('the login sheet of a visitor', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
  await page.goto('/#/index');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('side-menu').getByRole('button', { name: 'Connect wallet' }).click();
  const sheet = page.getByTestId('login-sheet');
  expect(await sheetProblems(page, sheet, '[data-testid="login-sheet"]')).toEqual([]);
});
