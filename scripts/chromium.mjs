// Debian's Chromium for the scripts that drive a browser (test:e2e, size, bench). Playwright installs no
// browser of its own here (`npx playwright install` downloads from a CDN these machines cannot reach), so a
// fresh machine gets the distribution's build, and any machine the CJK and Thai fonts that the app's languages
// need for screenshots and text metrics to look like a phone's (checked on every run, Chromium or not).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where the scripts that measure (size, bench, lighthouse) look for Chromium; CHROMIUM_PATH points elsewhere. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Where the e2e journeys look for a browser: Debian's `chromium-headless-shell`, the same Chromium (same
 * version, Blink and V8) without the browser's own UI, the build Playwright itself runs headless tests in.
 * On 2 cores it runs the journeys about a tenth faster than the full browser in its headless mode; the
 * figures of size, bench and Lighthouse stay on the full browser. E2E_CHROMIUM_PATH points elsewhere.
 */
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The Debian package of each browser path the scripts use. */
const BROWSERS = {
  chromium: { path: CHROMIUM_PATH, pkg: 'chromium' },
  'headless-shell': { path: E2E_CHROMIUM_PATH, pkg: 'chromium-headless-shell' },
};

/** Flags for a headless run that reaches nothing but the page under test. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The fonts the ten languages need (Noto CJK for Chinese, Japanese and Korean, TLWG for Thai), with a family each. */
const FONTS = [
  { name: 'fonts-noto-cjk', family: 'Noto Sans CJK' },
  { name: 'fonts-thai-tlwg', family: 'Loma' },
];

/**
 * Whether a font package is there: `dpkg-query --status` says "install ok installed"; on a system without dpkg,
 * whether fontconfig knows its family (and, with neither tool, assumed there: nothing to install it with).
 */
const fontInstalled = ({ name, family }) => {
  const dpkg = spawnSync('dpkg-query', ['--status', name], { encoding: 'utf8' });
  if (!dpkg.error) return dpkg.status === 0 && /^Status: install ok installed$/m.test(dpkg.stdout);
  const fc = spawnSync('fc-list', [family], { encoding: 'utf8' });
  return Boolean(fc.error) || fc.stdout.trim() !== '';
};

/** The Debian packages missing for one browser path: the browser's own and the fonts. */
export function missingChromium(which = 'chromium') {
  const { path, pkg } = BROWSERS[which];
  return [
    ...(existsSync(path) ? [] : [pkg]),
    ...FONTS.filter((font) => !fontInstalled(font)).map((font) => font.name),
  ];
}

/**
 * Returns the Chromium path, first installing what is missing of Debian's Chromium and the CJK and Thai
 * fonts (a machine may have Chromium but no fonts; Thai and CJK then draw as boxes and measure wrong): as
 * root directly, otherwise through sudo when sudo needs no password. When it cannot install, says what to
 * run: and exits when Chromium itself is missing (only a warning for the fonts).
 */
export function ensureChromium(which = 'chromium') {
  const { path, pkg } = BROWSERS[which];
  const missing = missingChromium(which);
  if (missing.length === 0) return path;
  if (!canInstall()) {
    const message =
      `${missing.join(', ')} missing and this user cannot install them: run ` +
      `"sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}" once.`;
    // Without the fonts the pages still work (only screenshots and text widths differ); without Chromium nothing does.
    if (missing.includes(pkg)) {
      console.error(message);
      process.exit(1);
    }
    console.warn(message);
    return path;
  }
  aptInstall(missing);
  if (!existsSync(path)) {
    console.error(`Debian's ${pkg} is installed, but ${path} is still missing: set the path's variable`);
    process.exit(1);
  }
  return path;
}

/** Whether this user can install Debian packages: root, or passwordless sudo. */
export function canInstall() {
  return process.getuid?.() === 0 || spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
}

/**
 * Installs Debian packages with apt-get (directly as root, else through passwordless sudo); exits with
 * apt-get's status when it fails. Shared by the scripts that install a browser (chromium.mjs, webkit.mjs).
 */
export function aptInstall(packages, root = process.getuid?.() === 0) {
  console.log(`Installing Debian's ${packages.join(', ')}…`);
  const apt = (args) => {
    const [command, fullArgs] = root ? ['apt-get', args] : ['sudo', ['-n', 'apt-get', ...args]];
    const result = spawnSync(command, fullArgs, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (${result.status ?? result.signal})`);
      process.exit(result.status || 1);
    }
  };
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...packages]);
}
