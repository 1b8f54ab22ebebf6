/**
 * Builds the service worker after rsbuild has built the site (rsbuild.config.ts, onAfterBuild): the icons
 * are drawn into the build, src/main/service-worker/service-worker.ts is bundled with rspack (the bundler
 * rsbuild ships) for a worker, and workbox-build's injectManifest writes it to `<dist>/sw.js` with the
 * precache list of the finished build: index.html, the chunks index.html loads, the manifest and the
 * icons. Lazy chunks are left to the worker's runtime cache (kept on first use), so a phone never downloads
 * screens it does not open.
 *
 * Why not workbox-webpack-plugin: it hooks into webpack's compilation internals, which rspack does not
 * provide (README, "Installable and offline").
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { rspack } from '@rsbuild/core';
import { writeIcons } from './icons';

const ENTRY = resolve('src/main/service-worker/service-worker.ts');

/**
 * The same-origin scripts and stylesheets index.html loads (the first load), as build-relative paths: those
 * its elements name, and those its inline first-paint script adds after the paint (named in its settings).
 */
export function shellAssets(indexHtml: string): string[] {
  const found = new Set<string>();
  const elements = indexHtml.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"[^>]*>/g);
  const named = indexHtml.matchAll(/"(\/static\/[^"]+)"/g);
  // The inline script names every language's first messages; only the default language's are precached
  // (a visitor's own come with the first visit; no other language is ever fetched for them).
  const defaultLocale = /"defaultLocale":"([^"]+)"/.exec(indexHtml)?.[1];
  for (const match of [...elements, ...named]) {
    const ref = match[1] ?? '';
    const messages = /\/messages-([^-/]+)-first\./.exec(ref)?.[1];
    if (messages && messages !== defaultLocale) continue;
    if (/^(?:[a-z]+:)?\/\//i.test(ref) || ref.startsWith('data:')) continue;
    if (!/\.(?:js|css)$/.test(ref)) continue;
    found.add(ref.replace(/^\.?\//, ''));
  }
  return [...found].sort();
}

/** Bundles the worker's source into one classic script in `outDir/sw.js`. */
function bundle(outDir: string): Promise<void> {
  const compiler = rspack({
    mode: 'production',
    target: 'webworker',
    entry: ENTRY,
    devtool: false,
    output: { path: outDir, filename: 'sw.js', iife: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
          type: 'javascript/auto',
        },
      ],
    },
  });
  return new Promise((done, fail) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) fail(error);
      else if (stats?.hasErrors()) fail(new Error(stats.toString({ all: false, errors: true })));
      else done();
    });
  });
}

/** Writes icons and `sw.js` into the build folder; answers how many files are precached and their size. */
export async function buildServiceWorker(distDir: string): Promise<{ count: number; size: number }> {
  writeIcons(distDir);
  const shell = shellAssets(readFileSync(join(distDir, 'index.html'), 'utf8'));
  const work = mkdtempSync(join(tmpdir(), 'nadi-sw-'));
  try {
    await bundle(work);
    // Loaded here, not at the top: it pulls in a bundler of its own that only a production build needs.
    const { injectManifest } = await import('workbox-build');
    const result = await injectManifest({
      swSrc: join(work, 'sw.js'),
      swDest: join(distDir, 'sw.js'),
      globDirectory: distDir,
      globPatterns: ['index.html', 'manifest.webmanifest', 'icons/*.png', ...shell],
      // Hashed names change with their content: no revision needed.
      dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    });
    for (const warning of result.warnings) console.warn(`service worker: ${warning}`);
    return { count: result.count, size: result.size };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
