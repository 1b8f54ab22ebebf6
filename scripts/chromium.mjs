// Debian's Chromium for the scripts that drive a browser (test:e2e, size, bench). Playwright installs no
// browser of its own here (`npx playwright install` downloads from a CDN these machines cannot reach), so a
// fresh machine gets the distribution's build, with the CJK and Thai fonts that the app's languages need
// for screenshots and text metrics to look like a phone's.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where the scripts and playwright.config.ts look for Chromium; CHROMIUM_PATH points elsewhere. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

const PACKAGES = ['chromium', 'fonts-noto-cjk', 'fonts-thai-tlwg'];

/**
 * Returns the Chromium path, installing Debian's Chromium and fonts first when it is missing: as root
 * directly, otherwise through sudo when sudo needs no password. Exits the process with a sentence saying
 * what to run when it cannot install.
 */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const root = process.getuid?.() === 0;
  const sudo = !root && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  if (!root && !sudo) {
    console.error(
      `${CHROMIUM_PATH} is missing and this user cannot install it: run ` +
        `"sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}" once.`,
    );
    process.exit(1);
  }
  console.log(`${CHROMIUM_PATH} is missing: installing Debian's ${PACKAGES.join(', ')}…`);
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
  apt(['install', '-y', '-qq', ...PACKAGES]);
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`Debian's chromium is installed, but ${CHROMIUM_PATH} is still missing: set CHROMIUM_PATH`);
    process.exit(1);
  }
  return CHROMIUM_PATH;
}
