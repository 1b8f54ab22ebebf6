import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cspHash, entryScripts, firstPaintPage } from '../../scripts/build/first-paint';
import { firstPaintScript } from '../../scripts/build/first-paint-script';
import { LOCALES, resolveLocale } from '../../src/domain/language/language';
import { parsePriceColours, parseTheme, resolveTheme } from '../../src/domain/settings/preferences';

interface Visit {
  local: Record<string, string>;
  session: Record<string, string>;
  languages: string[];
  light: boolean;
  hash: string;
  pathname: string;
}

/** The page's root element, as far as the too-old message touches it. */
interface FakeRoot {
  textContent: string;
  children: Added[];
  removeAttribute: (name: string) => void;
  appendChild: (child: Added) => void;
}

const SCRIPTS = ['/static/js/lib-react.1.js', '/static/js/index.1.js'];
const PRELOADS = ['/static/js/async/home.1.js', '/static/js/async/messages-zhTw-first.1.js'];
const MESSAGES = Object.fromEntries(LOCALES.map((l) => [l, `/static/js/async/messages-${l}-first.1.js`]));

interface Added {
  tag: string;
  textContent?: string;
  setAttribute?: () => void;
  src?: string;
  async?: boolean;
  rel?: string;
  as?: string;
  href?: string;
}

/** A stand-in window for the inline script: what it set on <html>, and the scripts it added and when. */
function standIn(
  visit: Visit,
  visibility: 'visible' | 'hidden' = 'visible',
  paintTiming = false,
  engine: { BigInt?: unknown; root?: FakeRoot } = { BigInt },
) {
  const attributes: Record<string, string> = {};
  const added: Added[] = [];
  const paints: ((list: { getEntries: () => { name: string }[] }) => void)[] = [];
  const pending: {
    frames: (() => void)[];
    timers: { run: () => void; ms: number }[];
    parsed: (() => void)[];
    visibility: (() => void)[];
  } = { frames: [], timers: [], parsed: [], visibility: [] };
  const area = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });
  const window = {
    BigInt: engine.BigInt,
    localStorage: area(visit.local),
    sessionStorage: area(visit.session),
    matchMedia: () => ({ matches: visit.light }),
    requestAnimationFrame: (run: () => void) => pending.frames.push(run),
    setTimeout: (run: () => void, ms: number) => pending.timers.push({ run, ms }),
    PerformanceObserver: paintTiming
      ? Object.assign(
          class {
            constructor(private readonly report: (list: { getEntries: () => { name: string }[] }) => void) {}
            observe(options: { type: string; buffered: boolean }) {
              if (options.type === 'paint' && options.buffered) paints.push(this.report);
            }
          },
          { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
        )
      : undefined,
  };
  /** The browser reports paint entries to the observers. */
  const paint = (...names: string[]) => {
    for (const report of paints) report({ getEntries: () => names.map((name) => ({ name })) });
  };
  const document = {
    readyState: 'loading',
    visibilityState: visibility,
    documentElement: {
      setAttribute: (name: string, value: string) => (attributes[name] = value),
      removeAttribute: (name: string) => delete attributes[name],
    },
    getElementById: () => engine.root ?? null,
    addEventListener: (type: string, run: () => void) => {
      if (type === 'DOMContentLoaded') pending.parsed.push(run);
      if (type === 'visibilitychange') pending.visibility.push(run);
    },
    createElement: (tag: string): Added =>
      tag === 'script'
        ? { tag, src: '', async: true }
        : tag === 'p'
          ? { tag, setAttribute: () => undefined }
          : { tag },
    head: { appendChild: (element: Added) => added.push({ ...element }) },
  };
  const navigator = { languages: visit.languages, language: visit.languages[0] };
  const location = { hash: visit.hash, pathname: visit.pathname };
  const start = (defaultLocale = 'zhTw') =>
    new Function(
      'window',
      'document',
      'navigator',
      'location',
      firstPaintScript({
        locales: LOCALES,
        defaultLocale,
        scripts: SCRIPTS,
        preloads: PRELOADS.slice(0, 1),
        messages: MESSAGES,
        attributes: [],
        words: {},
        old: { en: 'Too old', zhTw: '太舊' },
      }),
    )(window, document, navigator, location);
  /** Runs what waits for one thing (the document parsed, a frame, a timer, a change of visibility). */
  const drain = (what: 'parsed' | 'frames' | 'timers' | 'visibility') => {
    const waiting = pending[what].splice(0);
    for (const item of waiting) (typeof item === 'function' ? item : item.run)();
  };
  /** The scripts added, in order. */
  const scripts = () => added.filter((element) => element.tag === 'script');
  return { attributes, added, scripts, pending, start, drain, paint };
}

/** Runs the inline script in a stand-in window; returns the attributes it set on <html>. */
function run(visit: Visit, defaultLocale = 'zhTw'): Record<string, string> {
  const world = standIn(visit);
  world.start(defaultLocale);
  return world.attributes;
}

const visitor: Visit = {
  local: {},
  session: {},
  languages: ['zh-TW'],
  light: false,
  hash: '#/index',
  pathname: '/',
};

describe('the first-paint script starting the app', () => {
  it('adds the entry scripts in order once the page is parsed and its first frames painted', () => {
    const world = standIn(visitor);
    world.start();
    expect(world.added).toEqual([]);
    world.drain('parsed');
    // Parsed, not yet painted: nothing runs before the drawn page is on screen.
    expect(world.added).toEqual([]);
    // Two frames (the one that paints the drawn page, and the next), then a task after them.
    world.drain('frames');
    expect(world.added).toEqual([]);
    world.drain('frames');
    expect(world.added).toEqual([]);
    world.drain('timers');
    // The drawn screen's next chunks as preloads, then the entry scripts in order (run in that order).
    expect(world.added).toEqual([
      ...PRELOADS.map((href) => ({ tag: 'link', rel: 'preload', as: 'script', href })),
      ...SCRIPTS.map((src) => ({ tag: 'script', src, async: false })),
    ]);
    // The tab going to the background afterwards finds them started: never twice.
    world.drain('visibility');
    expect(world.added).toHaveLength(PRELOADS.length + SCRIPTS.length);
  });

  it('where the browser reports paints, starts after the first contentful one, not the first paint', () => {
    const world = standIn(visitor, 'visible', true);
    world.start();
    world.drain('parsed');
    // Paint timing, not frames, decides here.
    expect(world.pending.frames).toEqual([]);
    world.paint('first-paint');
    // A paint with nothing in it yet: only the 1.5 s safety timer waits, nothing is started.
    expect(world.pending.timers.map((timer) => timer.ms)).toEqual([1500]);
    expect(world.scripts()).toEqual([]);
  });

  it('starts after the first contentful paint is reported', () => {
    const world = standIn(visitor, 'visible', true);
    world.start();
    world.drain('parsed');
    world.paint('first-paint', 'first-contentful-paint');
    expect(world.scripts()).toEqual([]);
    const timers = world.pending.timers.map((timer) => timer.ms).sort((a, b) => a - b);
    expect(timers).toEqual([0, 1500]);
    world.pending.timers.find((timer) => timer.ms === 0)?.run();
    expect(world.scripts().map((script) => script.src)).toEqual(SCRIPTS);
  });

  it('starts 1.5 s after parsing at the latest, when no paint is reported', () => {
    const world = standIn(visitor, 'visible', true);
    world.start();
    world.drain('parsed');
    expect(world.pending.timers.map((timer) => timer.ms)).toEqual([1500]);
    world.drain('timers');
    expect(world.scripts().map((script) => script.src)).toEqual(SCRIPTS);
  });

  it('starts when the tab goes to the background before its frames were painted (none would come)', () => {
    const world = standIn(visitor);
    world.start();
    world.drain('parsed');
    expect(world.added).toEqual([]);
    world.drain('visibility');
    expect(world.scripts().map((script) => script.src)).toEqual(SCRIPTS);
  });

  it('adds them as soon as the page is parsed when the drawn page stays unseen or the tab is hidden', () => {
    const cases: [Visit, 'visible' | 'hidden'][] = [
      [{ ...visitor, languages: ['ja'] }, 'visible'],
      [{ ...visitor, hash: '#/mining' }, 'visible'],
      [visitor, 'hidden'],
    ];
    for (const [visit, visibility] of cases) {
      const world = standIn(visit, visibility);
      world.start();
      expect(world.added).toEqual([]);
      world.drain('parsed');
      expect(world.scripts().map((script) => script.src)).toEqual(SCRIPTS);
    }
  });
});

describe('the first-paint script in an engine without BigInt', () => {
  it("shows a plain message in the visitor's language instead of the app, and adds no script", () => {
    const root: FakeRoot = {
      textContent: 'drawn page',
      children: [],
      removeAttribute: () => undefined,
      appendChild: (child) => root.children.push(child),
    };
    const world = standIn({ ...visitor, languages: ['en-US'] }, 'visible', false, { root });
    world.start();
    world.drain('parsed');
    world.drain('frames');
    world.drain('frames');
    world.drain('timers');
    expect(world.scripts()).toEqual([]);
    expect(root.textContent).toBe('');
    expect(root.children.map((child) => child.textContent)).toEqual(['Too old']);
    expect(world.attributes['data-first-paint']).toBeUndefined();
  });
});

describe('the first-paint script', () => {
  it('keeps the drawn page for a visitor of /index in the default language, however the address says it', () => {
    for (const [hash, pathname] of [
      ['#/index', '/'],
      ['', '/'],
      ['#/', '/'],
      ['#/index?code=ABC', '/'],
      ['', '/index'],
      ['', '/index.html'],
    ]) {
      expect(
        run({ ...visitor, hash: hash ?? '', pathname: pathname ?? '' })['data-first-paint'],
      ).toBeUndefined();
    }
  });

  it('hides it for another screen, another language or a held session', () => {
    expect(run({ ...visitor, hash: '#/trade' })['data-first-paint']).toBe('hidden');
    expect(run({ ...visitor, hash: '', pathname: '/node/detail/3' })['data-first-paint']).toBe('hidden');
    expect(run({ ...visitor, languages: ['en-US', 'zh-TW'] })['data-first-paint']).toBe('hidden');
    expect(run({ ...visitor, local: { lang: 'ja' } })['data-first-paint']).toBe('hidden');
    expect(run({ ...visitor, session: { token: '{"token":"t"}' } })['data-first-paint']).toBe('hidden');
    expect(run({ ...visitor, local: { token: '{"token":"t"}' } })['data-first-paint']).toBe('hidden');
    expect(run({ ...visitor, languages: ['en'] }, 'en')['data-first-paint']).toBeUndefined();
  });

  it('picks the language, theme and price colours exactly as the app does', () => {
    const tag = fc.oneof(
      fc.constantFrom(
        'zh-TW',
        'zh-Hant-HK',
        'zh-CN',
        'zh',
        'vi-VN',
        'in',
        'pt-PT',
        'th',
        'fr-FR',
        'EN-gb',
        'ko',
      ),
      fc.string({ maxLength: 8 }),
    );
    const stored = fc.option(fc.oneof(fc.constantFrom(...LOCALES), fc.string({ maxLength: 6 })), {
      nil: undefined,
    });
    fc.assert(
      fc.property(
        stored,
        fc.array(tag, { maxLength: 4 }),
        fc.option(fc.constantFrom('system', 'light', 'dark', 'blue'), { nil: undefined }),
        fc.option(fc.constantFrom('green-up', 'red-up', 'x'), { nil: undefined }),
        fc.boolean(),
        (lang, languages, theme, upDown, light) => {
          const local: Record<string, string> = {};
          if (lang !== undefined) local.lang = lang;
          if (theme !== undefined) local.theme = theme;
          if (upDown !== undefined) local.upDownColors = upDown;
          const set = run({ ...visitor, local, languages, light });
          const locale = resolveLocale(lang ?? null, languages, 'zhTw');
          expect(set['data-first-paint']).toBe(locale === 'zhTw' ? undefined : 'hidden');
          expect(set['data-theme']).toBe(resolveTheme(parseTheme(theme ?? null), light));
          expect(set['data-updown']).toBe(parsePriceColours(upDown ?? null));
        },
      ),
    );
  });
});

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'">
    <script defer src="/static/js/index.1.js"></script>
    <link href="/static/css/index.1.css" rel="stylesheet">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the page drawn at build time', () => {
  const input = {
    page: PAGE,
    root: '<main class="home">首頁</main>',
    lang: 'zh-TW',
    readStylesheet: (href: string) => `/* ${href} */ .home{color:red}`,
    script: 'document.documentElement.setAttribute("data-x","1")',
    preconnect: 'https://api.nadi.example',
    env: { PUBLIC_API_BASE: 'https://api.nadi.example' },
  };

  it('fills the root, inlines the stylesheet and the script, and names exactly their hashes in the policy', () => {
    const { page, hashes } = firstPaintPage(input);
    const css = '/* /static/css/index.1.css */ .home{color:red}';
    expect(page).toContain(`<style data-href="/static/css/index.1.css">${css}</style>`);
    expect(page).not.toContain('rel="stylesheet"');
    expect(page).toContain('<div id="root"><main class="home">首頁</main></div>');
    expect(page).toContain('<html lang="zh-TW"');
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(hashes).toEqual({ styles: [sha(css)], scripts: [sha(input.script)] });
    expect(cspHash(css)).toBe(sha(css));
    const policy = /content="([^"]+)"/.exec(page)?.[1] ?? '';
    expect(policy).toContain(`script-src 'self' ${sha(input.script)};`);
    expect(policy).toContain(`style-src 'self' ${sha(css)};`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    // The script runs before the rest of the head, right after the policy that allows it.
    expect(page.indexOf(`<script>${input.script}</script>`)).toBeGreaterThan(
      page.indexOf('Content-Security-Policy'),
    );
    // The entry script left the page: nothing of the app is fetched before the inline script adds it.
    expect(page).not.toContain('<script defer');
    expect(page).not.toContain('rel="preload"');
    expect(entryScripts(PAGE)).toEqual(['/static/js/index.1.js']);
    expect(page).toContain('<link rel="preconnect" href="https://api.nadi.example" crossorigin>');
  });

  it('refuses a page it cannot complete', () => {
    expect(() => firstPaintPage({ ...input, page: PAGE.replace(/<link[^>]+>/, '') })).toThrow(
      'no stylesheet',
    );
    expect(() => firstPaintPage({ ...input, page: PAGE.replace(/<meta[^>]+>/, '') })).toThrow('meta tag');
    expect(() => firstPaintPage({ ...input, page: PAGE.replace(/<script[^>]+><\/script>/, '') })).toThrow(
      'entry script',
    );
    expect(() => firstPaintPage({ ...input, page: PAGE.replace('<div id="root"></div>', '') })).toThrow(
      'root',
    );
  });
});
