import { By, type Locator, type WebDriver, type WebElement } from 'selenium-webdriver';

/**
 * A few Playwright-like helpers over a WebDriver session: find by test id or by the words a person sees
 * (a button's or link's text or accessible label), wait until an element shows what is expected, tap.
 * Everything waits (polls) up to `timeoutMs`, since screens load their data after they appear.
 */
export const TIMEOUT_MS = 20_000;

/** An XPath string literal for any text (quotes of both kinds included). */
export function xpathLiteral(text: string): string {
  if (!text.includes("'")) return `'${text}'`;
  if (!text.includes('"')) return `"${text}"`;
  return `concat('${text.split("'").join(`', "'", '`)}')`;
}

export const testId = (id: string): Locator => By.css(`[data-testid="${id}"]`);

/** A button whose visible text or aria-label is `name` (exactly, spaces collapsed), or contains it with `partial`. */
export const button = (name: string, partial = false): Locator =>
  By.xpath(
    partial
      ? `.//button[contains(normalize-space(.), ${xpathLiteral(name)}) or contains(@aria-label, ${xpathLiteral(name)})]`
      : `.//button[normalize-space(.)=${xpathLiteral(name)} or @aria-label=${xpathLiteral(name)}]`,
  );

/** A link whose visible text or aria-label is `name`, or whose text contains it with `partial`. */
export const link = (name: string, partial = false): Locator =>
  By.xpath(
    partial
      ? `.//a[contains(normalize-space(.), ${xpathLiteral(name)}) or contains(@aria-label, ${xpathLiteral(name)})]`
      : `.//a[normalize-space(.)=${xpathLiteral(name)} or @aria-label=${xpathLiteral(name)}]`,
  );

/** A heading with this text. */
export const heading = (name: string): Locator =>
  By.xpath(`.//*[self::h1 or self::h2 or self::h3][normalize-space(.)=${xpathLiteral(name)}]`);

type Scope = WebDriver | WebElement;

/**
 * The element's rendered text (`innerText`): WebKitGTK's WebDriver answers "Get Element Text" with an empty
 * string for some visible elements (the header's title), so the page is asked directly.
 */
export async function textOf(element: WebElement): Promise<string> {
  return String(await element.getDriver().executeScript('return arguments[0].innerText', element));
}

/** Polls `probe` until it answers something other than undefined; errors (stale elements) count as not yet. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = TIMEOUT_MS,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      last = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    }
    if (Date.now() > until)
      throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}${last ? ` (${last})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first displayed element the locator finds within `scope`. */
export function visible(scope: Scope, locator: Locator, what = String(locator), timeoutMs = TIMEOUT_MS) {
  return waitFor(
    `${what} to be visible`,
    async () => {
      for (const element of await scope.findElements(locator)) {
        if (await element.isDisplayed()) return element;
      }
      // Below the fold, home's parts skip their rendering (content-visibility: auto) and count as not
      // displayed: a person scrolls to them, so the journey does too.
      for (const element of await scope.findElements(locator)) {
        await element.getDriver().executeScript('arguments[0].scrollIntoView({ block: "center" })', element);
        if (await element.isDisplayed()) return element;
      }
      return undefined;
    },
    timeoutMs,
  );
}

/** Waits until no displayed element matches the locator. */
export async function hidden(scope: Scope, locator: Locator, what = String(locator)): Promise<void> {
  await waitFor(`${what} to be hidden`, async () => {
    for (const element of await scope.findElements(locator)) {
      if (await element.isDisplayed()) return undefined;
    }
    return true;
  });
}

/** Waits until the element the locator finds shows text matching `expected` (a string: contained); answers it. */
export async function expectText(
  scope: Scope,
  locator: Locator,
  expected: string | RegExp,
  what = String(locator),
): Promise<string> {
  let seen = '';
  try {
    return await waitFor(`${what} to show ${String(expected)}`, async () => {
      const element = await visible(scope, locator, what, 1000);
      seen = (await textOf(element)).replace(/\s+/g, ' ').trim();
      const ok = typeof expected === 'string' ? seen.includes(expected) : expected.test(seen);
      return ok ? seen : undefined;
    });
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : error}; it shows "${seen}"`);
  }
}

/**
 * Taps (clicks) the first displayed and enabled element the locator finds; while something covers it (a
 * toast's overlay takes taps for its two seconds) it tries again, as Playwright's actionability checks do.
 */
export async function tap(scope: Scope, locator: Locator, what = String(locator)): Promise<void> {
  await waitFor(`${what} to take a tap`, async () => {
    const found = await visible(scope, locator, what, 1000);
    if (!(await found.isEnabled())) return undefined;
    // Into the middle of the screen first, so that the fixed header and tab bar cover none of it.
    await found.getDriver().executeScript('arguments[0].scrollIntoView({ block: "center" })', found);
    await found.click();
    return true;
  });
}

/** Types into a field after clearing it. */
export async function fill(
  scope: Scope,
  locator: Locator,
  text: string,
  what = String(locator),
): Promise<void> {
  const field = await visible(scope, locator, what);
  await field.clear();
  await field.sendKeys(text);
}

/** Waits until the page's hash route matches. */
export function expectRoute(driver: WebDriver, route: RegExp): Promise<string> {
  return waitFor(`the route ${route}`, async () => {
    const url = await driver.getCurrentUrl();
    return route.test(new URL(url).hash) ? url : undefined;
  });
}
