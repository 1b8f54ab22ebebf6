// What the browser benchmarks share: a production build against the Node mock backend, the mock in its own
// process group (stopped at exit), a static server for the build, the mock's control API, Chromium, and the
// main-thread tasks of a Chrome trace. Not a bench itself (scripts/bench.mjs runs *.bench.ts only).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

export { CHROMIUM_PATH as CHROMIUM } from '../../scripts/chromium.mjs';

/** Enough to see every main-thread task; 'devtools.timeline' would add its own overhead to each. */
export const TRACE_CATEGORIES = [
  'toplevel',
  'disabled-by-default-devtools.timeline',
  // What a task held (scripts, layout, style), for BENCH_DETAILS=1 only: more categories cost more to record.
  ...(process.env.BENCH_DETAILS === '1' ? ['devtools.timeline', 'v8.execute'] : []),
];

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts?: number;
  readonly dur?: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly url?: string } };
}

/**
 * The page's main-thread tasks in a Chrome trace: how many, the longest in ms, and what the longest held
 * (its five costliest kinds of work, a script's file named: `FunctionCall home.js 80`), for BENCH_DETAILS.
 */
export function mainThreadTasks(trace: Buffer): { count: number; longest: number; inside: string } {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const longestTask = tasks.reduce<TraceEvent | null>(
    (max, e) => ((e.dur ?? 0) > (max?.dur ?? -1) ? e : max),
    null,
  );
  return {
    count: tasks.length,
    longest: (longestTask?.dur ?? 0) / 1000,
    inside: longestTask ? workInside(onMain, longestTask) : '',
  };
}

/** The costliest kinds of work directly timed inside a task (nested events count in their own kind too). */
function workInside(onMain: readonly TraceEvent[], task: TraceEvent): string {
  const start = task.ts ?? 0;
  const end = start + (task.dur ?? 0);
  const kinds = new Map<string, number>();
  for (const e of onMain) {
    if (e === task || (e.ts ?? 0) < start || (e.ts ?? 0) + (e.dur ?? 0) > end) continue;
    const file = e.args?.data?.url
      ?.split('/')
      .pop()
      ?.replace(/\.[0-9a-f]{8}\.js$/, '.js');
    const kind = file ? `${e.name} ${file}` : e.name;
    kinds.set(kind, (kinds.get(kind) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...kinds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
    .join(', ');
}

/** A built app served beside its own Node mock backend. */
export class BenchApp {
  readonly mock: string;
  readonly secret = randomBytes(16).toString('hex');
  origin = '';
  private mockProcess: ChildProcess | null = null;
  private server: Server | null = null;

  constructor(
    private readonly dist: string,
    private readonly mockPort: number,
  ) {
    this.mock = `http://127.0.0.1:${mockPort}`;
    process.on('exit', () => this.stop());
  }

  /** Builds (unless BENCH_REUSE=1 finds a build), starts the mock and serves the build. */
  async start(): Promise<void> {
    if (!(process.env.BENCH_REUSE === '1' && existsSync(join(this.dist, 'index.html')))) {
      const result = spawnSync('npx', ['rsbuild', 'build'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, NADI_DIST: this.dist, PUBLIC_PROFILE: 'demo', PUBLIC_API_BASE: this.mock },
      });
      if (result.status !== 0) throw new Error('build failed');
    }
    // Its own process group, so that stopping it stops npx, tsx and node together.
    const child = spawn('npx', ['tsx', 'scripts/mock-server.ts'], {
      env: { ...process.env, MOCK_PORT: String(this.mockPort), MOCK_CHAIN: 'off', MOCK_SECRET: this.secret },
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    this.mockProcess = child;
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk) => /listening on/.test(String(chunk)) && resolve());
      child.on('exit', (code) => reject(new Error(`mock backend exited with ${code}`)));
    });
    this.origin = await this.serve();
  }

  private async serve(): Promise<string> {
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
      let file = join(this.dist, path);
      if (!existsSync(file) || path === '/') file = join(this.dist, 'index.html');
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      res.end(readFileSync(file));
    });
    this.server = http;
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const address = http.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    return `http://127.0.0.1:${address.port}`;
  }

  /** A call of the mock's control API (`/__mock/*`), answering its `data`. */
  async control<T>(path: string, body: unknown = {}): Promise<T> {
    const response = await fetch(`${this.mock}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mock-secret': this.secret },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  }

  stop(): void {
    this.server?.close();
    this.server = null;
    if (!this.mockProcess?.pid) return;
    try {
      process.kill(-this.mockProcess.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    this.mockProcess = null;
  }
}

/** Debian's Chromium with the flags every browser test here uses. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
}
