// Debian's WebKitGTK for the WebKit journey (`npm run test:webkit`): every iPhone browser and every wallet's
// in-app browser on iOS runs WebKit, and Playwright's own WebKit build cannot be downloaded on these machines.
// Debian ships WebKitGTK's WebDriver (`webkit2gtk-driver`, which brings the engine and its MiniBrowser) and a
// virtual X server (`xvfb`) to draw it in; a fresh machine gets both here, as scripts/chromium.mjs does for
// Chromium.
import { existsSync, readdirSync } from 'node:fs';
import { aptInstall, canInstall } from './chromium.mjs';

/** WebKitGTK's WebDriver; WEBKIT_DRIVER_PATH points elsewhere. */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** The virtual X server the browser draws in; XVFB_PATH points elsewhere. */
export const XVFB_PATH = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';

/** What each missing binary needs from Debian. */
const PACKAGES = [
  { path: WEBKIT_DRIVER_PATH, name: 'webkit2gtk-driver' },
  { path: XVFB_PATH, name: 'xvfb' },
];

/**
 * The MiniBrowser that WebKitWebDriver starts (in libwebkit2gtk-4.1-0, under the multiarch library folder):
 * WEBKIT_BROWSER_PATH, else the first `/usr/lib/<arch>/webkit2gtk-4.*\/MiniBrowser` there is.
 */
export function miniBrowserPath() {
  if (process.env.WEBKIT_BROWSER_PATH) return process.env.WEBKIT_BROWSER_PATH;
  for (const arch of existsSync('/usr/lib') ? readdirSync('/usr/lib') : []) {
    for (const api of ['webkit2gtk-4.1', 'webkit2gtk-4.0']) {
      const path = `/usr/lib/${arch}/${api}/MiniBrowser`;
      if (existsSync(path)) return path;
    }
  }
  return undefined;
}

/** The Debian packages missing for the WebKit journey. */
export function missingWebKit() {
  return PACKAGES.filter((p) => !existsSync(p.path)).map((p) => p.name);
}

/**
 * Installs what is missing of WebKitGTK's WebDriver and Xvfb (as root directly, otherwise through sudo when
 * sudo needs no password) and returns the paths to start them with; when it cannot install, says what to run
 * and exits.
 */
export function ensureWebKit() {
  const missing = missingWebKit();
  if (missing.length > 0) {
    if (!canInstall()) {
      console.error(
        `${missing.join(', ')} missing and this user cannot install them: run ` +
          `"sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}" once.`,
      );
      process.exit(1);
    }
    aptInstall(missing);
  }
  const browser = miniBrowserPath();
  for (const [what, path] of [
    ['WebKitWebDriver', WEBKIT_DRIVER_PATH],
    ['Xvfb', XVFB_PATH],
    ['MiniBrowser', browser],
  ]) {
    if (!path || !existsSync(path)) {
      console.error(`${what} is still missing after the install (${path ?? 'not found'}): set its *_PATH`);
      process.exit(1);
    }
  }
  return { driver: WEBKIT_DRIVER_PATH, xvfb: XVFB_PATH, browser };
}
