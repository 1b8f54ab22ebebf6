/**
 * First paint before the JavaScript. After a production build, this plugin
 *
 * 1. builds src/main/prerender.tsx for Node beside the app (an rsbuild environment of its own) and runs it:
 *    /index as a visitor first sees it, in the default language, drawn by the app's own components;
 * 2. puts that markup into index.html's root element, which the app's first commit replaces in one step
 *    (main.tsx loads the screen and its messages before rendering, so nothing is drawn twice);
 * 3. inlines the first stylesheet (the shell's and home's styles) as a <style> that the CSS loader
 *    recognises by its `data-href`, and the first-paint script (first-paint-script.ts);
 * 4. writes the Content-Security-Policy with the SHA-256 hash of that one style and that one script (no
 *    'unsafe-inline') into the page's meta tag and into `_headers` for static hosts.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { firstPaintScript } from './first-paint-script';
import { parseMarkup, TRANSLATED_ATTRIBUTES, wordTable } from './first-paint-words';
import {
  contentSecurityPolicy,
  headersFile,
  type InlineHashes,
  WALLET_PAGE,
  walletPage,
} from './security-headers';

type Env = Readonly<Record<string, string | undefined>>;

/** What src/main/prerender.tsx hands back (its own type, kept apart so that the build never imports src). */
interface Prerendered {
  readonly html: string;
  readonly lang: string;
  readonly locale: string;
  readonly locales: readonly string[];
  readonly pages: Readonly<Record<string, string>>;
  readonly tags: Readonly<Record<string, string>>;
}

/** A language's "this browser is too old for NADI" from its shell messages (the inline script shows it). */
const oldBrowserText = (locale: string): string => {
  const messages = JSON.parse(readFileSync(join('locales', locale, 'shell.json'), 'utf8')) as Record<
    string,
    string
  >;
  const text = messages['app.oldBrowser'];
  if (!text) throw new Error(`first paint: locales/${locale}/shell.json has no app.oldBrowser`);
  return text;
};

/** The CSP source of an inline element's text. */
export const cspHash = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export interface FirstPaintInput {
  /** index.html as rsbuild wrote it. */
  readonly page: string;
  /** The markup drawn at build time for the root element, and its language. */
  readonly root: string;
  readonly lang: string;
  /** Reads a stylesheet the page links (its href, e.g. /static/css/index.1a2b.css). */
  readonly readStylesheet: (href: string) => string;
  readonly script: string;
  /** The API origin to connect to early (the page's own origin needs none). */
  readonly preconnect: string | null;
  readonly env: Env;
}

const ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/** The app's entry scripts of the built page, in order (the first-paint script adds them after the paint). */
export const entryScripts = (page: string): string[] =>
  [...page.matchAll(ENTRY_SCRIPT)].map((m) => m[1] ?? '');

/**
 * The page with the drawn root, the inline style and script, and the policy naming their hashes. The app's
 * entry scripts leave the page: the inline script fetches and runs them once the drawn page has been painted
 * (first-paint-script.ts), so that nothing of the app competes with the first paint.
 */
export function firstPaintPage(input: FirstPaintInput): { page: string; hashes: InlineHashes } {
  const styles: string[] = [];
  if (entryScripts(input.page).length === 0) throw new Error('first paint: index.html has no entry script');
  let page = input.page.replace(ENTRY_SCRIPT, '');
  page = page.replace(/<link href="([^"]+\.css)" rel="stylesheet">/g, (_link, href: string) => {
    const css = input.readStylesheet(href);
    styles.push(css);
    return `<style data-href="${href}">${css}</style>`;
  });
  if (styles.length === 0) throw new Error('first paint: index.html links no stylesheet to inline');
  const hashes: InlineHashes = { styles: styles.map(cspHash), scripts: [cspHash(input.script)] };
  const policy = contentSecurityPolicy(input.env, hashes);
  const hints = [
    ...(input.preconnect ? [`<link rel="preconnect" href="${input.preconnect}" crossorigin>`] : []),
  ].join('');
  const meta = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;
  if (!meta.test(page)) throw new Error('first paint: index.html has no Content-Security-Policy meta tag');
  page = page
    .replace(
      meta,
      () =>
        `<meta http-equiv="Content-Security-Policy" content="${policy}"><script>${input.script}</script>${hints}`,
    )
    .replace(/<html lang="[^"]*"/, `<html lang="${input.lang}"`)
    .replace('<div id="root"></div>', () => `<div id="root">${input.root}</div>`);
  if (!page.includes(input.root)) throw new Error('first paint: index.html has no empty <div id="root">');
  return { page, hashes };
}

/** The URL of a named async chunk of the build (`home` → /static/js/async/home.1a2b3c.js). */
function asyncChunk(dist: string, name: string): string {
  const folder = join(dist, 'static/js/async');
  const file = readdirSync(folder).find((f) => f.startsWith(`${name}.`) && f.endsWith('.js'));
  if (!file) throw new Error(`first paint: no async chunk named ${name} in ${folder}`);
  return `/static/js/async/${file}`;
}

/**
 * The words of the drawn page in each language other than the default, where its page differs only in
 * words (first-paint-words.ts); the build says which languages keep the page unseen instead.
 */
function wordsOfLanguages(
  drawn: Prerendered,
): Record<string, { lang: string; count: number; w: Record<string, string> }> {
  const count = parseMarkup(drawn.html).slots.length;
  const words: Record<string, { lang: string; count: number; w: Record<string, string> }> = {};
  const unseen: string[] = [];
  for (const locale of drawn.locales) {
    if (locale === drawn.locale) continue;
    const table = wordTable(drawn.html, drawn.pages[locale] ?? '');
    if (table) words[locale] = { lang: drawn.tags[locale] ?? locale, count, w: table };
    else unseen.push(locale);
  }
  if (unseen.length)
    console.warn(`first paint: the drawn page differs in more than words in ${unseen.join(', ')}`);
  return words;
}

/** The origin of the API base, when there is one (the page's own origin needs no early connection). */
function crossOrigin(apiBase: string | undefined): string | null {
  try {
    return apiBase?.trim() ? new URL(apiBase).origin : null;
  } catch {
    return null;
  }
}

/**
 * The plugin (production builds only). `distRoot` is the app's output folder; the Node build goes beside it
 * and is removed once the page is drawn.
 */
export const firstPaint = (env: Env, distRoot: string): RsbuildPlugin => ({
  name: 'nadi-first-paint',
  setup(api) {
    const prerenderRoot = `${distRoot}-prerender`;
    api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
      mergeRsbuildConfig(config, {
        environments: {
          web: {},
          prerender: {
            source: { entry: { prerender: './src/main/prerender.tsx' } },
            output: { target: 'node', distPath: { root: prerenderRoot }, filenameHash: false },
            performance: { printFileSize: false },
          },
        },
      }),
    );
    api.onBeforeBuild(() => {
      if (existsSync(prerenderRoot)) rmSync(prerenderRoot, { recursive: true, force: true });
    });
    api.onAfterBuild(async ({ environments, stats }) => {
      if (stats?.hasErrors()) return;
      const web = environments.web?.distPath ?? distRoot;
      const bundle = join(environments.prerender?.distPath ?? prerenderRoot, 'prerender.js');
      const require = createRequire(join(process.cwd(), 'package.json'));
      const { prerender } = require(bundle) as { prerender: () => Promise<Prerendered> };
      const drawn = await prerender();
      const indexFile = join(web, 'index.html');
      const built = readFileSync(indexFile, 'utf8');
      const { page, hashes } = firstPaintPage({
        page: built,
        root: drawn.html,
        lang: drawn.lang,
        readStylesheet: (href) => readFileSync(join(web, href.replace(/^\//, '')), 'utf8'),
        script: firstPaintScript({
          locales: drawn.locales,
          defaultLocale: drawn.locale,
          scripts: entryScripts(built),
          // What the drawn page needs next (its screen's chunk, the visitor's messages), fetched with the
          // app's own so that they do not wait for the app to ask.
          preloads: [asyncChunk(web, 'home')],
          messages: Object.fromEntries(
            drawn.locales.map((locale) => [locale, asyncChunk(web, `messages-${locale}-first`)]),
          ),
          attributes: TRANSLATED_ATTRIBUTES,
          words: wordsOfLanguages(drawn),
          old: Object.fromEntries(drawn.locales.map((locale) => [locale, oldBrowserText(locale)])),
        }),
        preconnect: crossOrigin(env.PUBLIC_API_BASE),
        env,
      });
      writeFileSync(indexFile, page);
      writeFileSync(join(web, WALLET_PAGE), walletPage(page, env, hashes));
      writeFileSync(join(web, '_headers'), headersFile(env, hashes));
      // Removed when the build process ends, not now: the app may still be loading a chunk it asked for
      // in passing (the demo profile's wallet, for one), which must find its file.
      process.once('exit', () => rmSync(prerenderRoot, { recursive: true, force: true }));
    });
  },
});
