import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { parseHeadersFile } from '../../scripts/build/security-headers';
import { ROUTES } from '../../src/ui/app/route-table';
import { loginWithDemoWallet } from './helpers';

/**
 * Deploys never strand anyone (issue 37, item 1): the plain build is served as version A by a host that
 * answers unknown paths with its `index.html` (200), as static hosts' rewrites do; the app is opened, then
 * version B replaces A in place, and every lazy screen is opened: the first one's chunk is gone, which
 * reloads the page into B on that screen, once, and every screen then shows, none stuck on "load failed",
 * none blaming the network. B is A with its scripts renamed (no second build). One phone size: the rule
 * does not depend on it.
 */
test.use({ serviceWorkers: 'allow' });

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** A static host with an `index.html` fallback for unknown paths, switched to another folder to deploy. */
function staticHost(): { server: Server; serve(root: string): void; url(): string } {
  let root = '';
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(root, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    const headers = parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'));
    res.writeHead(200, {
      ...headers,
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    res.end(readFileSync(file));
  });
  server.listen(0, '127.0.0.1');
  return {
    server,
    serve: (folder) => {
      root = folder;
    },
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  };
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
const inlineScript = (html: string) => /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

/**
 * Version B from version A without a build: every script of `static/js` gets another hash in its name
 * (each hex digit one up), every reference to it follows (the runtime's chunk map, index.html, the worker's
 * precache list), and the inline script's CSP hash and index.html's precache revision are those of B.
 */
function deployedFrom(a: string, b: string): void {
  cpSync(a, b, { recursive: true });
  const hashes = new Map<string, string>();
  for (const file of filesUnder(join(b, 'static/js'))) {
    const hash = /\.([0-9a-f]{8})\.js(?:\.LICENSE\.txt)?$/.exec(file)?.[1];
    if (!hash) continue;
    const next = hash.replace(/[0-9a-f]/g, (digit) => ((Number.parseInt(digit, 16) + 1) % 16).toString(16));
    hashes.set(hash, next);
    renameSync(file, file.replace(`.${hash}.js`, `.${next}.js`));
  }
  const rewrite = (text: string) => text.replace(/[0-9a-f]{8}/g, (found) => hashes.get(found) ?? found);
  for (const file of [...filesUnder(join(b, 'static/js')), join(b, 'index.html'), join(b, 'sw.js')]) {
    if (/\.(?:js|html)$/.test(file)) writeFileSync(file, rewrite(readFileSync(file, 'utf8')));
  }
  const before = sha256(inlineScript(readFileSync(join(a, 'index.html'), 'utf8')));
  const after = sha256(inlineScript(readFileSync(join(b, 'index.html'), 'utf8')));
  for (const file of ['index.html', '_headers']) {
    writeFileSync(join(b, file), readFileSync(join(b, file), 'utf8').replaceAll(before, after));
  }
  const sw = readFileSync(join(b, 'sw.js'), 'utf8');
  writeFileSync(
    join(b, 'sw.js'),
    sw.replace(/("revision":")[0-9a-f]+(","url":"index\.html")/, `$1${'b'.repeat(32)}$2`),
  );
}

const indexScript = () =>
  [...document.scripts].map((script) => script.src).find((src) => /\/static\/js\/index\./.test(src)) ?? '';

/** What the page on screen shows once it has settled: the screen, or a failure of its download. */
async function settled(page: Page, url: string): Promise<string> {
  let state = '';
  await expect
    .poll(
      async () => {
        state = await page
          .evaluate((key) => {
            const shown = [...document.querySelectorAll<HTMLElement>('.page')].find((p) => !p.hidden);
            if (!shown || shown.dataset.page !== key || !shown.textContent?.trim()) return '';
            const failed = shown.querySelector('[data-testid="load-failed"], [data-testid="new-version"]');
            if (failed) return `stuck: ${failed.textContent}`;
            const waiting = '.skeleton-line, [data-testid="skeleton"], [aria-busy="true"]:not(button)';
            return shown.querySelector(waiting) === null ? 'shown' : '';
          }, url)
          .catch(() => '');
        return state;
      },
      { timeout: 20_000, message: `${url} settles` },
    )
    .not.toBe('');
  return state;
}

/** The hash URL of every route: parameters filled with ids the demo's seed has, full-screen routes last. */
const screenUrls = (): string[] => {
  const url = (path: string) =>
    path
      .replace(':id', '1')
      .replace(/^\/activity\/(detail|rank)\/1$/, '/activity/$1/latest')
      .replace(/^\/(shop|mall)\/orderConfirm$/, '/$1/orderConfirm?goods=1&num=1')
      .replace(/^\/apply$/, '/apply?car=2');
  const of = (bare: boolean) =>
    ROUTES.filter((route) => (route.bare ?? false) === bare).map((route) => url(route.path));
  return [...of(false), ...of(true)];
};

test('after a deployment every lazy screen opens in the new version: none stuck, none blaming the network', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'pixel7', 'a deployment is the same on every phone');
  test.setTimeout(180_000);
  const work = mkdtempSync(join(tmpdir(), 'nadi-deploy-'));
  const host = staticHost();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  try {
    const versionA = join(work, 'a');
    cpSync(process.env.E2E_STANDALONE_DIST ?? 'dist', versionA, { recursive: true });
    host.serve(versionA);
    await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
    await page.goto(`${host.url()}/#/index`);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await loginWithDemoWallet(page);
    const scriptA = await page.evaluate(indexScript);
    // The check that no payment is under way, loaded a while after the start (src/main/pwa.ts).
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            performance.getEntriesByType('resource').some((e) => /payment-activity/.test(e.name)),
          ),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);

    // Version B replaces A on the host: A's lazy chunks are gone, answered by the fallback page.
    const versionB = join(work, 'b');
    deployedFrom(versionA, versionB);
    host.serve(versionB);
    const loadsBefore = loads;

    const stuck: string[] = [];
    for (const url of screenUrls()) {
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, url);
      const state = await settled(page, url);
      if (state !== 'shown') stuck.push(`${url}: ${state}`);
    }
    expect(stuck).toEqual([]);
    // B's own service worker, installed after the reload into B, takes over at a later navigation (a new
    // version takes over at the next navigation; on a busy machine already during the tour): the page already
    // runs B, so it does without a second reload. Which build controls the page, as its worker says
    // (src/main/service-worker/sw-rules.ts, SW_MESSAGES.whichBuild), after one more navigation each time.
    const scriptB = await page.evaluate(indexScript);
    let screen = 0;
    const controllingBuild = async () => {
      screen += 1;
      return page
        .evaluate(
          async (hash) => {
            window.location.hash = hash;
            const controller = navigator.serviceWorker.controller;
            if (!controller) return [];
            return new Promise<string[]>((resolve) => {
              const channel = new MessageChannel();
              setTimeout(() => resolve([]), 1000);
              channel.port1.onmessage = (event) => resolve(event.data as string[]);
              controller.postMessage({ type: 'nadi:which-build' }, [channel.port2]);
            });
          },
          screen % 2 ? '/wallet' : '/index',
        )
        .catch(() => [] as string[]);
    };
    await expect
      .poll(controllingBuild, { timeout: 30_000, intervals: [1000] })
      .toContain(new URL(scriptB).pathname);
    // One reload into B, on the screen that was opened; never a second.
    expect(loads - loadsBefore).toBe(1);
    expect(await page.evaluate(indexScript)).not.toBe(scriptA);
    await expect(page.getByText(/check your connection/i)).toHaveCount(0);
    // Still logged in: the reload kept the tab's session.
    expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).not.toBeNull();
    // The worker kept none of the fallback pages it was given as chunks.
    const keptPages = await page.evaluate(async () => {
      const found: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) {
          if (!new URL(request.url).pathname.startsWith('/static/')) continue;
          const answer = await (await caches.open(name)).match(request);
          if (answer?.headers.get('content-type')?.includes('text/html')) found.push(request.url);
        }
      }
      return found;
    });
    expect(keptPages).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    host.server.close();
    rmSync(work, { recursive: true, force: true });
  }
});
