/**
 * `npm run test:webkit`: the journey of tests/webkit/journey.ts in WebKit (WebKitGTK's MiniBrowser, driven
 * through its WebDriver under a virtual X server), once in each of two first-visit languages: Traditional
 * Chinese (the app's default, for a browser language that is none of the ten) and English. Installs what
 * is missing (scripts/webkit.mjs), builds the e2e app unless it is there, starts the Node mock and the
 * preview server, and ends with one line `webkit: N passed, N failed`. Then, in a session of its own, the
 * misbehaving wallet's journey (tests/webkit/wallet-journey.ts) in WALLET_LOCALES. A step that fails stops its
 * run (the next steps build on it; they are counted as not run) and leaves a screenshot in test-results/webkit/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Builder, type WebDriver } from 'selenium-webdriver';
import { ensureWebKit } from '../../scripts/webkit.mjs';
import { type JourneyLocale, journey, type Step } from './journey';
import { BROWSER_LOCALES, ensureBuild, mockControl, startServers, stopServers } from './servers';
import { walletJourney } from './wallet-journey';

/** A phone-sized window: MiniBrowser's window is at least 447 px wide (its header bar), so as narrow as it goes. */
const WINDOW = { width: 412, height: 915 };
/** Safari on an iPhone, as the app's user-agent checks see it. */
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const STEP_TIMEOUT_MS = 90_000;
/**
 * The languages the misbehaving wallet's journey runs in, each in a session of its own (about 40 s each, most
 * of it waiting as a person would: past the sheet's looks for a wallet, for the way out of a stuck signature):
 * Traditional Chinese, the app's default; WEBKIT_WALLET_LOCALES=zhTw,en runs it in both.
 */
const WALLET_LOCALES = (process.env.WEBKIT_WALLET_LOCALES ?? 'zhTw').split(',').map((name) => {
  const locale = name.trim();
  if (!(locale in BROWSER_LOCALES)) throw new Error(`WEBKIT_WALLET_LOCALES: no journey language ${locale}`);
  return locale as JourneyLocale;
});

const started = Date.now();
const seconds = (from: number) => ((Date.now() - from) / 1000).toFixed(1);
const results = { passed: 0, failed: 0, notRun: 0 };

async function session(url: string, browser: string): Promise<WebDriver> {
  const driver = await new Builder()
    .usingServer(url)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: browser,
        args: ['--automation', `--user-agent=${IPHONE_SAFARI}`],
      },
    })
    .build();
  await driver.manage().window().setRect(WINDOW);
  return driver;
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`step took over ${ms / 1000} s`)), ms),
    ),
  ]);

/** One run: a new session on the language's WebDriver, its steps in order until one fails. */
async function runSteps(
  label: string,
  url: string,
  browser: string,
  stepsOf: (driver: WebDriver) => Step[],
): Promise<void> {
  const driver = await session(url, browser);
  try {
    const steps = stepsOf(driver);
    for (const [index, step] of steps.entries()) {
      const from = Date.now();
      try {
        await withTimeout(step.run(), STEP_TIMEOUT_MS);
        results.passed += 1;
        console.log(`  ok   [${label}] ${step.name} (${seconds(from)} s)`);
      } catch (error) {
        results.failed += 1;
        results.notRun += steps.length - index - 1;
        console.log(
          `  FAIL [${label}] ${step.name} (${seconds(from)} s)\n       ${String(error).replace(/\n/g, '\n       ')}`,
        );
        mkdirSync('test-results/webkit', { recursive: true });
        const shot = `test-results/webkit/${label.replace(/\W+/g, '-')}-step-${index + 1}.png`;
        writeFileSync(shot, await driver.takeScreenshot(), 'base64');
        console.log(`       screenshot: ${shot}; at ${await driver.getCurrentUrl()}`);
        break;
      }
    }
  } finally {
    await driver.quit();
  }
}

const paths = ensureWebKit();
let exitCode = 1;
try {
  ensureBuild();
  const drivers = await startServers(paths, BROWSER_LOCALES);
  console.log(`webkit: servers up (${seconds(started)} s)`);
  await mockControl('reset');
  for (const locale of Object.keys(BROWSER_LOCALES) as JourneyLocale[]) {
    await runSteps(locale, drivers[locale], paths.browser, (driver) => journey(driver, locale));
  }
  for (const locale of WALLET_LOCALES) {
    await runSteps(`${locale} wallet`, drivers[locale], paths.browser, (driver) =>
      walletJourney(driver, locale),
    );
  }
  exitCode = results.failed > 0 ? 1 : 0;
} catch (error) {
  console.error(`webkit: ${error instanceof Error ? error.stack : error}`);
  results.failed += 1;
} finally {
  stopServers();
}
const notRun = results.notRun ? ` (${results.notRun} not run after a failure)` : '';
console.log(`webkit: ${results.passed} passed, ${results.failed} failed${notRun} in ${seconds(started)} s`);
process.exit(exitCode);
