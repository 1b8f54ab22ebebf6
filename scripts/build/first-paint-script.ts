/**
 * The one inline script of the page (its hash is in the Content-Security-Policy, never 'unsafe-inline'). It
 * runs in the head before the first paint and does three things the app's JavaScript would do too late:
 *
 * - it draws the chosen look: `data-theme` (the stored theme, else the device's) and `data-updown`, as
 *   src/ui/app/apply-preferences.ts does later, so that the page never flashes the other theme;
 * - it decides whether the page drawn at build time (/index for a visitor in the default language) fits
 *   this visit. When the address is another screen, the language is another one (stored, or the browser's
 *   first of ours), or a session token is held, it sets `data-first-paint="hidden"`: the drawn page stays
 *   invisible (base.css) until the app's first commit replaces it (app.tsx), so it never shows the wrong
 *   screen, words or state, and never shifts;
 * - it starts the app: its scripts (and the drawn screen's next chunks, as preloads) are added once the page
 *   is parsed and, when the drawn page shows, once the browser reports its first contentful paint (where
 *   paint timing is missing, after two frames; at the latest 1.5 s after parsing, or when the tab goes to
 *   the background), in order, as `defer` would have run them. The drawn page is then on screen before any
 *   of the app's code is evaluated, however fast the scripts arrive. An engine without BigInt (iOS 13 and
 *   older WebViews), which the app's money and chain code needs, or without `Array.prototype.findLast`
 *   (before Safari 15.4 and Chrome 97, well below package.json's browserslist), gets a plain message in the
 *   visitor's language instead, and no script.
 *
 * Plain ES5 in a string, so that what runs is exactly what is hashed. tests/unit/first-paint.test.ts runs
 * it against the app's own rules (resolveLocale, resolveTheme, parsePriceColours) for random inputs.
 */

/** What the script needs from the build: the locale codes and the default one (src/domain/language). */
export interface FirstPaintSettings {
  readonly locales: readonly string[];
  readonly defaultLocale: string;
  /** The app's entry scripts, in the order the built page had them (first-paint.ts takes them out). */
  readonly scripts: readonly string[];
  /** Chunks the drawn screen needs next (its code), fetched at the same moment. */
  readonly preloads: readonly string[];
  /** Each language's first messages, of which the visitor's alone is fetched with them. */
  readonly messages: Readonly<Record<string, string>>;
  /** The word slots' attributes, in the order first-paint-words.ts numbers them. */
  readonly attributes: readonly string[];
  /**
   * For each language other than the default whose drawn page differs only in words: its BCP 47 tag, its
   * words by slot, and the number of slots the page has (a page that does not count so stays unseen).
   */
  readonly words: Readonly<Record<string, { lang: string; count: number; w: Record<string, string> }>>;
  /** Each language's "this browser is too old" (`app.oldBrowser`). */
  readonly old: Readonly<Record<string, string>>;
}

const SCRIPT = `(function (s) {
  var d = document.documentElement;
  function get(area, key) {
    try { return window[area].getItem(key); } catch (e) { return null; }
  }
  var theme = get('localStorage', 'theme');
  var light = false;
  try { light = window.matchMedia('(prefers-color-scheme: light)').matches; } catch (e) {}
  d.setAttribute('data-theme', theme === 'light' || theme === 'dark' ? theme : light ? 'light' : 'dark');
  d.setAttribute('data-updown', get('localStorage', 'upDownColors') === 'red-up' ? 'red-up' : 'green-up');
  function ours(tag) {
    var lower = String(tag).toLowerCase();
    var primary = lower.split('-')[0];
    if (primary === 'zh') return /-(tw|hk|mo|hant)/.test(lower) ? 'zhTw' : 'zh';
    if (primary === 'vi') return 'vn';
    if (primary === 'in') return 'id';
    return s.locales.indexOf(primary) >= 0 ? primary : null;
  }
  var locale = get('localStorage', 'lang');
  if (s.locales.indexOf(locale) < 0) {
    locale = null;
    var tags = navigator.languages || [navigator.language];
    for (var i = 0; i < tags.length && !locale; i++) if (tags[i]) locale = ours(tags[i]);
    if (!locale) locale = s.defaultLocale;
  }
  var route = location.hash.replace(/^#/, '').split('?')[0] || '/';
  var home = (route === '/' || route === '/index') && /(^|\\/)(index(\\.html)?)?$/.test(location.pathname);
  var token = get('localStorage', 'token') || get('sessionStorage', 'token');
  var words = locale !== s.defaultLocale ? s.words[locale] : null;
  var hidden = !home || token || (locale !== s.defaultLocale && !words);
  if (hidden || words) d.setAttribute('data-first-paint', 'hidden');
  function fill() {
    var root = document.getElementById('root');
    if (!root || !document.createTreeWalker) return false;
    var slots = [];
    var walker = document.createTreeWalker(root, 5);
    var node;
    while ((node = walker.nextNode())) {
      if (node.nodeType === 3) slots.push([node, null]);
      else for (var a = 0; a < s.attributes.length; a++) {
        if (node.hasAttribute(s.attributes[a])) slots.push([node, s.attributes[a]]);
      }
    }
    if (slots.length !== words.count) return false;
    for (var n = 0; n < slots.length; n++) {
      if (!Object.prototype.hasOwnProperty.call(words.w, n)) continue;
      if (slots[n][1]) slots[n][0].setAttribute(slots[n][1], words.w[n]);
      else slots[n][0].nodeValue = words.w[n];
    }
    d.setAttribute('lang', words.lang);
    return true;
  }
  var started = false;
  function tooOld() {
    var root = document.getElementById('root');
    if (!root) return;
    root.removeAttribute('inert');
    root.textContent = '';
    var note = document.createElement('p');
    note.setAttribute('role', 'alert');
    note.textContent = s.old[locale] || s.old[s.defaultLocale] || '';
    root.appendChild(note);
    d.removeAttribute('data-first-paint');
  }
  function start() {
    if (started) return;
    started = true;
    // BigInt (Safari 14, Chrome 67) for money and chains; findLast (Safari 15.4, Chrome 97) for the engine.
    if (typeof window.BigInt !== 'function' || typeof [].findLast !== 'function') return tooOld();
    var next = (home ? s.preloads : []).concat(s.messages[locale] ? [s.messages[locale]] : []);
    for (var p = 0; p < next.length; p++) {
      var hint = document.createElement('link');
      hint.rel = 'preload';
      hint.as = 'script';
      hint.href = next[p];
      document.head.appendChild(hint);
    }
    for (var j = 0; j < s.scripts.length; j++) {
      var script = document.createElement('script');
      script.src = s.scripts[j];
      script.async = false;
      document.head.appendChild(script);
    }
  }
  function afterPaint() { window.setTimeout(start, 0); }
  function parsed() {
    if (words && !hidden) {
      // The visitor's words go into the drawn page before it is shown; where they cannot, it stays unseen.
      if (fill()) d.removeAttribute('data-first-paint');
      else hidden = true;
    }
    // Until the app has taken it over (app.tsx), the drawn page is a picture: inert, so that a tap on a
    // button that has no handler yet is not swallowed as if it had been answered.
    var root = document.getElementById('root');
    if (root && !hidden) root.setAttribute('inert', '');
    if (hidden || document.visibilityState === 'hidden') return start();
    var told = false;
    try {
      if (window.PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0) {
        new window.PerformanceObserver(function (list) {
          var entries = list.getEntries();
          for (var k = 0; k < entries.length; k++) if (entries[k].name === 'first-contentful-paint') afterPaint();
        }).observe({ type: 'paint', buffered: true });
        told = true;
      }
    } catch (e) {}
    if (!told) {
      window.requestAnimationFrame(function () { window.requestAnimationFrame(afterPaint); });
    }
    document.addEventListener('visibilitychange', start);
    window.setTimeout(start, 1500);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parsed);
  else parsed();
})(__SETTINGS__);`;

/** The script's text for these settings. */
export const firstPaintScript = (settings: FirstPaintSettings): string =>
  SCRIPT.replace('__SETTINGS__', JSON.stringify(settings));
