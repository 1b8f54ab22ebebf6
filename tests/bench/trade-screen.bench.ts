// Benchmark of the trade screen (issue 5, item 6): the production build of /trade in Chromium at 4x CPU slowdown
// while the mock market sends 100 book messages a second, for 20 s. Prints the longest main-thread task (the
// bar is 50 ms) and what it measured; nothing here asserts a time, and a figure above the bar is reported, not
// failed.
//
// It builds the app against its own Node mock backend (dist-bench/, BENCH_MOCK_PORT, default 18789; set
// BENCH_REUSE=1 to reuse an existing dist-bench/), starts the mock in its own process group and kills the group
// at the end, serves the build on a free port, logs a fresh wallet in through the API, opens /#/trade, waits
// for the feed to go live, then throttles the CPU (CDP Emulation.setCPUThrottlingRate 4), raises the feed to
// 100 books/s and records a Chrome trace of the page's main thread (every task) beside PerformanceObserver
// 'longtask' entries. BENCH_TRACE_FILE=<path> keeps the trace, to open in DevTools' performance panel.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { Wallet } from 'ethers';

const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 18789);
const DIST = process.env.BENCH_DIST ?? 'dist-bench';

import { CHROMIUM_PATH as CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/chromium.mjs';

const RECORD_MS = 20_000;
const BOOKS_PER_SECOND = 100;
const CPU_SLOWDOWN = 4;
const BAR_MS = 50;
const MOCK = `http://127.0.0.1:${MOCK_PORT}`;
/** The control API's secret for this run (the mock server wants it in x-mock-secret). */
const MOCK_SECRET = randomBytes(16).toString('hex');

/** Enough to see every main-thread task; 'devtools.timeline' would add its own overhead to each. */
const TRACE_CATEGORIES = ['toplevel', 'disabled-by-default-devtools.timeline'];

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly dur?: number;
  readonly args?: { readonly name?: string };
}

/** The page's main-thread tasks in a Chrome trace: how many, and the longest in ms. */
function mainThreadTasks(trace: Buffer): { count: number; longest: number } {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = events.filter(
    (e) =>
      e.ph === 'X' &&
      (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
      main.has(`${e.pid}:${e.tid}`),
  );
  const longest = tasks.reduce((max, e) => Math.max(max, (e.dur ?? 0) / 1000), 0);
  return { count: tasks.length, longest };
}

let mock: ChildProcess | null = null;
let server: Server | null = null;
const stopMock = () => {
  if (!mock?.pid) return;
  try {
    process.kill(-mock.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  mock = null;
};
process.on('exit', stopMock);

function build(): void {
  if (process.env.BENCH_REUSE === '1' && existsSync(join(DIST, 'index.html'))) return;
  const result = spawnSync('npx', ['rsbuild', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NADI_DIST: DIST, PUBLIC_PROFILE: 'demo', PUBLIC_API_BASE: MOCK },
  });
  if (result.status !== 0) throw new Error('build failed');
}

async function startMock(): Promise<void> {
  // Its own process group, so that stopping it stops npx, tsx and node together.
  const child = spawn('npx', ['tsx', 'scripts/mock-server.ts'], {
    env: { ...process.env, MOCK_PORT: String(MOCK_PORT), MOCK_CHAIN: 'off', MOCK_SECRET },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  mock = child;
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => /listening on/.test(String(chunk)) && resolve());
    child.on('exit', (code) => reject(new Error(`mock backend exited with ${code}`)));
  });
}

async function serve(): Promise<string> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.svg': 'image/svg+xml',
  };
  const http = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(DIST, path);
    if (!existsSync(file) || path === '/') file = join(DIST, 'index.html');
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  server = http;
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const address = http.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${MOCK}${path}`, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', lang: 'EN' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 200) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
}

async function logIn(): Promise<{ token: string; address: string }> {
  const wallet = Wallet.createRandom();
  const message = await api<string>('GET', '/api/v1/auth/loginMessage');
  const { token } = await api<{ token: string }>('POST', '/api/v1/auth/login', {
    address: wallet.address,
    message,
    sign_message: await wallet.signMessage(message),
    code: '',
  });
  return { token, address: wallet.address };
}

async function control(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${MOCK}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mock-secret': MOCK_SECRET },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.error(`${CHROMIUM} is missing: run npm run test:e2e once (it installs Debian's Chromium)`);
    process.exitCode = 1;
    return;
  }
  build();
  await startMock();
  const origin = await serve();
  const session = await logIn();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    let frames = 0;
    let counting = false;
    page.on('websocket', (socket) => socket.on('framereceived', () => counting && frames++));
    await page.addInitScript(
      ([token, address]) => {
        window.localStorage.setItem('lang', 'en');
        window.localStorage.setItem('walletAddress', address);
        window.sessionStorage.setItem('token', JSON.stringify({ token, expiresAt: Date.now() + 3_600_000 }));
        const tasks: number[] = [];
        (window as unknown as { longTasks: number[] }).longTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      },
      [session.token, session.address] as const,
    );
    await page.goto(`${origin}/#/trade`);
    await page.locator('[data-testid="feed-status"][data-status="live"]').waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="kline-chart"] canvas').first().waitFor({ timeout: 30_000 });

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await control('/__mock/market/rate', { booksPerSecond: BOOKS_PER_SECOND });
    await page.waitForTimeout(1000); // let the new rate settle before measuring
    await page.evaluate(() => {
      (window as unknown as { longTasks: number[] }).longTasks.length = 0;
    });
    // The trace sees every task (the longtask API reports only those above 50 ms).
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    counting = true;
    const started = Date.now();
    await page.waitForTimeout(RECORD_MS);
    counting = false;
    const seconds = (Date.now() - started) / 1000;
    const trace = await browser.stopTracing();
    if (process.env.BENCH_TRACE_FILE) writeFileSync(process.env.BENCH_TRACE_FILE, trace);
    const tasks = await page.evaluate(() => [...(window as unknown as { longTasks: number[] }).longTasks]);
    const status = await page.getByTestId('feed-status').getAttribute('data-status');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const traced = mainThreadTasks(trace);
    const longest = Math.max(traced.longest, ...tasks);
    console.log(
      `recorded ${seconds.toFixed(1)} s at ${CPU_SLOWDOWN}x CPU slowdown, feed ${BOOKS_PER_SECOND} books/s: ` +
        `${frames} socket frames received (${(frames / seconds).toFixed(0)}/s), ${traced.count} main-thread tasks ` +
        `traced, ${tasks.length} long tasks ` +
        `(> 50 ms: ${tasks.filter((t) => t > BAR_MS).length}), feed status at the end: ${status}` +
        (pageErrors.length ? `, page errors: ${pageErrors.join('; ')}` : ''),
    );
    console.log(`trade screen longest task ms: ${Math.round(longest)}`);
    if (longest > BAR_MS) console.log(`above the bar of ${BAR_MS} ms (reported, not failed)`);
    else console.log(`within the bar of ${BAR_MS} ms`);
  } finally {
    await browser.close();
    server?.close();
    stopMock();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  stopMock();
  server?.close();
  process.exitCode = 1;
});
