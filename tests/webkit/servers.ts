import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MOCK_SERVER_ARGS, PREVIEW_ARGS, slotDist, slotPorts } from '../../scripts/e2e-slots.mjs';

/**
 * What the WebKit journey runs against, started and stopped here as playwright.config.ts's webServer does for
 * the Chromium journeys: the Node mock backend (with its local chain), the e2e build served by `rsbuild
 * preview`, a virtual X server and WebKitGTK's WebDriver drawing in it. The same E2E_* variables as the
 * Chromium run name ports and folders (the build has the mock's URL baked in), so the build of `npm run
 * test:e2e` is reused when it is there; the WebDrivers listen on WEBKIT_DRIVER_PORT (app port + 4) and the next port.
 */
const slot = slotPorts(0);
export const PORTS = {
  app: slot.app,
  mock: slot.mock,
  chain: slot.chain,
  driver: Number(process.env.WEBKIT_DRIVER_PORT ?? slot.app + 4),
};
export const APP_URL = `http://127.0.0.1:${PORTS.app}`;
export const MOCK_URL = `http://127.0.0.1:${PORTS.mock}`;
/** The mock's local NADI chain (ganache), which the WebKit wallet's key is imported into. */
export const CHAIN_URL = `http://127.0.0.1:${PORTS.chain}`;
export const MOCK_SECRET = process.env.E2E_MOCK_SECRET || randomBytes(16).toString('hex');
const DIST = slotDist(0).app;

const running: ChildProcess[] = [];

/** Starts a command in its own process group (so that stopping it stops what it started), output kept. */
function start(name: string, command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code, signal) => {
    if (running.includes(child)) console.error(`webkit: ${name} ended (${code ?? signal})\n${output}`);
  });
  running.push(child);
  return child;
}

/** Polls a URL until it answers below 500 (any answer of a live server), or fails after `timeoutMs`. */
async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Whether the e2e build is there and talks to this run's mock port. */
function buildFits(): boolean {
  const js = join(DIST, 'static', 'js');
  if (!existsSync(join(DIST, 'index.html')) || !existsSync(js)) return false;
  const base = `http://127.0.0.1:${PORTS.mock}`;
  return readdirSync(js).some(
    (file) => file.endsWith('.js') && readFileSync(join(js, file), 'utf8').includes(base),
  );
}

/** Builds the e2e app (as scripts/e2e.mjs does) unless a fitting build is there. */
export function ensureBuild(): void {
  if (buildFits()) {
    console.log(`webkit: reusing ${DIST}/`);
    return;
  }
  console.log(`webkit: building ${DIST}/ against ${MOCK_URL}`);
  const result = spawnSync('npx', ['rsbuild', 'build'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NADI_DIST: DIST,
      PUBLIC_PROFILE: 'demo',
      PUBLIC_API_BASE: MOCK_URL,
      PUBLIC_DEMO_HOOKS: 'on',
    },
  });
  if (result.status !== 0) throw new Error(`the e2e build failed (${result.status ?? result.signal})`);
}

/** Starts a virtual X server on a free display and answers its name (":N"). */
function startXvfb(xvfb: string): Promise<string> {
  const child = start(
    'Xvfb',
    xvfb,
    ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {},
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Xvfb did not start within 10 s')), 10_000);
    child.stdout?.once('data', (chunk: Buffer) => {
      clearTimeout(timer);
      resolve(`:${chunk.toString().trim()}`);
    });
    child.once('exit', () => reject(new Error('Xvfb ended at start')));
  });
}

/**
 * The browser's language comes from the POSIX locale WebKitGTK runs in: "C.UTF-8" gives navigator.language "C"
 * (none of the app's ten, so a first visit gets the app's default, Traditional Chinese), "C" gives "en-US".
 * (No other locale is generated on these machines.)
 */
export const BROWSER_LOCALES = { zhTw: 'C.UTF-8', en: 'C' } as const;

/**
 * Starts everything at once, with one WebDriver per browser language (on WEBKIT_DRIVER_PORT and the ports
 * after it), and resolves with each driver's URL when all of it answers.
 */
export async function startServers<K extends string>(
  paths: { driver: string; xvfb: string },
  languages: Record<K, string>,
): Promise<Record<K, string>> {
  start('mock backend', 'node', [...MOCK_SERVER_ARGS], {
    MOCK_PORT: String(PORTS.mock),
    MOCK_CHAIN: 'on',
    CHAIN_PORT: String(PORTS.chain),
    MOCK_SECRET,
    MOCK_ORIGIN: APP_URL,
  });
  start('preview', 'node', [...PREVIEW_ARGS], {
    NADI_DIST: DIST,
    PORT: String(PORTS.app),
  });
  const display = await startXvfb(paths.xvfb);
  const drivers = {} as Record<K, string>;
  for (const [index, [name, lang]] of (Object.entries(languages) as [K, string][]).entries()) {
    const port = PORTS.driver + index;
    start(`WebKitWebDriver (${name})`, paths.driver, [`--port=${port}`, '--host=127.0.0.1'], {
      DISPLAY: display,
      LANG: lang,
      LANGUAGE: '',
      LC_ALL: '',
      LC_CTYPE: '',
    });
    drivers[name] = `http://127.0.0.1:${port}`;
  }
  await Promise.all([
    waitForUrl(`${MOCK_URL}/api/v1/common/config`, 90_000),
    waitForUrl(APP_URL, 60_000),
    ...Object.values<string>(drivers).map((url) => waitForUrl(`${url}/status`, 20_000)),
  ]);
  return drivers;
}

/** Stops everything started here, newest first. */
export function stopServers(): void {
  for (const child of running.splice(0).reverse()) {
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** A call to the mock's control API (`/__mock/<path>`) with this run's secret. */
export async function mockControl(path: string, body: unknown = {}): Promise<unknown> {
  const response = await fetch(`${MOCK_URL}/__mock/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mock-secret': MOCK_SECRET },
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    throw new Error(`/__mock/${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: unknown }).data;
}
