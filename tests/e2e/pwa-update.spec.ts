import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { expect, test } from '@playwright/test';
import { parseHeadersFile } from '../../scripts/build/security-headers';

/**
 * A new version of the app takes over at the next navigation, never during a payment: the plain build is
 * served as version A, a second build (another default language, so other hashes) replaces it on the
 * "host", the worker installs it in the background, and it waits while an order's payment lock is held,
 * then takes over at the following navigation (a reload into version B). One project is enough: the
 * policy does not depend on the phone.
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

/** A static host for a build folder that can be switched to another (a deployment), with its `_headers`. */
function staticHost(): { server: Server; serve(root: string): void; url(): string } {
  let root = '';
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(root, path);
    if (!existsSync(file) || path === '/') file = join(root, 'index.html');
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

const indexScript = () =>
  [...document.scripts].map((script) => script.src).find((src) => /\/static\/js\/index\./.test(src)) ?? '';

test('a new version waits during a payment and takes over at the next navigation', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'pixel7', 'the update policy is the same on every phone');
  test.setTimeout(120_000);
  const work = mkdtempSync(join(tmpdir(), 'nadi-update-'));
  const host = staticHost();
  try {
    const versionA = join(work, 'a');
    cpSync(process.env.E2E_STANDALONE_DIST ?? 'dist', versionA, { recursive: true });
    host.serve(versionA);
    await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
    await page.goto(`${host.url()}/#/index`);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const scriptA = await page.evaluate(indexScript);

    // Version B is deployed; the worker finds it and installs it in the background.
    const versionB = join(work, 'b');
    const build = spawnSync('npx', ['rsbuild', 'build'], {
      env: { ...process.env, NADI_DIST: versionB, PUBLIC_DEFAULT_LOCALE: 'en' },
      stdio: 'ignore',
    });
    expect(build.status).toBe(0);
    host.serve(versionB);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect
      .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting))
      .toBe(true);

    // A payment under way (its order's lock held, as the payment engine holds it): a navigation keeps the page.
    await page.evaluate(() => {
      const marked = window as unknown as { marker: string; release: () => void };
      marked.marker = 'version A page';
      void navigator.locks.request(
        'nadi.pay.order.7',
        () => new Promise<void>((release) => (marked.release = release)),
      );
    });
    await page.evaluate(() => {
      window.location.hash = '#/open_screen';
    });
    await expect(page).toHaveURL(/#\/open_screen$/);
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'version A page',
    );
    expect(await page.evaluate(indexScript)).toBe(scriptA);

    // The payment is over: the next navigation reloads into version B, on the screen it went to.
    await page.evaluate(() => (window as unknown as { release: () => void }).release());
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await page.evaluate(() => {
      window.location.hash = '#/index';
    });
    await reloaded;
    expect(await page.evaluate(indexScript)).not.toBe(scriptA);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();
    await expect(page).toHaveURL(/#\/index$/);
  } finally {
    host.server.close();
    rmSync(work, { recursive: true, force: true });
  }
});
