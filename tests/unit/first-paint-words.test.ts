// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { firstPaintScript } from '../../scripts/build/first-paint-script';
import {
  decodeEntities,
  parseMarkup,
  TRANSLATED_ATTRIBUTES,
  wordTable,
} from '../../scripts/build/first-paint-words';

const ZH =
  '<div class="shell"><header><button type="button" aria-label="開啟選單">x</button><h1>NADI</h1></header>' +
  '<p>連接錢包<!-- -->，免 gas</p><img alt="橫幅" src="/a.png"/><nav aria-label="主要導覽"><a href="#/index">首頁</a></nav></div>';
const EN =
  '<div class="shell"><header><button type="button" aria-label="Open menu">x</button><h1>NADI</h1></header>' +
  '<p>Connect wallet<!-- -->, no gas &amp; no fee</p><img alt="Banner" src="/a.png"/><nav aria-label="Main sections"><a href="#/index">Home</a></nav></div>';

describe('the word table of a drawn page', () => {
  it('numbers the words as a tree walker meets them and keeps only those that differ', () => {
    expect(parseMarkup(ZH).slots.map((slot) => slot.kind)).toEqual([
      'aria-label',
      '#text',
      '#text',
      '#text',
      '#text',
      'alt',
      'aria-label',
      '#text',
    ]);
    expect(wordTable(ZH, EN)).toEqual({
      0: 'Open menu',
      3: 'Connect wallet',
      4: ', no gas & no fee',
      5: 'Banner',
      6: 'Main sections',
      7: 'Home',
    });
  });

  it('gives no table where the pages differ in more than words', () => {
    expect(wordTable(ZH, EN.replace('<h1>', '<h2>').replace('</h1>', '</h2>'))).toBeNull();
    expect(wordTable(ZH, EN.replace('class="shell"', 'class="shell wide"'))).toBeNull();
    expect(wordTable(ZH, EN.replace('<!-- -->', ''))).toBeNull();
    expect(wordTable(ZH, EN.replace(' alt="Banner"', ''))).toBeNull();
  });

  it('decodes what React escapes', () => {
    expect(decodeEntities('a &amp; b &lt;c&gt; &quot;d&quot; &#x27;e&#x27; &#39;f&#39;')).toBe(
      `a & b <c> "d" 'e' 'f'`,
    );
  });
});

/** Runs the inline script on a document holding the drawn (default-language) page; then the page is parsed. */
function visit(
  languages: string[],
  words: Record<string, { lang: string; count: number; w: Record<string, string> }>,
) {
  document.documentElement.removeAttribute('data-first-paint');
  document.documentElement.setAttribute('lang', 'zh-TW');
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root">${ZH}</div>`;
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  const parsed: (() => void)[] = [];
  const listen = document.addEventListener.bind(document);
  document.addEventListener = ((type: string, run: () => void) => {
    if (type === 'DOMContentLoaded') parsed.push(run);
    else listen(type, run);
  }) as typeof document.addEventListener;
  new Function(
    firstPaintScript({
      locales: ['en', 'zhTw', 'ja'],
      defaultLocale: 'zhTw',
      scripts: [],
      preloads: [],
      messages: {},
      attributes: TRANSLATED_ATTRIBUTES,
      words,
      old: {},
    }),
  )();
  const before = document.documentElement.getAttribute('data-first-paint');
  for (const run of parsed) run();
  document.addEventListener = listen;
  return { before, after: document.documentElement.getAttribute('data-first-paint') };
}

describe("the first-paint script filling in the visitor's words", () => {
  const table = { en: { lang: 'en', count: parseMarkup(ZH).slots.length, w: wordTable(ZH, EN) ?? {} } };

  it('keeps the page unseen until parsed, then puts the words in and shows it in that language', () => {
    const { before, after } = visit(['en-US'], table);
    expect(before).toBe('hidden');
    expect(after).toBeNull();
    const root = document.getElementById('root');
    expect(root?.textContent).toBe('xNADIConnect wallet, no gas & no feeHome');
    expect(root?.querySelector('button')?.getAttribute('aria-label')).toBe('Open menu');
    expect(root?.querySelector('img')?.getAttribute('alt')).toBe('Banner');
    expect(root?.querySelector('nav')?.getAttribute('aria-label')).toBe('Main sections');
    expect(document.documentElement.lang).toBe('en');
    // A picture until the app takes it over: no tap lands on a button without its handler.
    expect(root?.hasAttribute('inert')).toBe(true);
  });

  it('leaves the page unseen for a language without a table, or one whose page does not count the same', () => {
    expect(visit(['ja'], table).after).toBe('hidden');
    expect(document.getElementById('root')?.textContent).toContain('連接錢包');
    const wrong = { en: { ...table.en, count: table.en.count + 1 } };
    expect(visit(['en'], wrong).after).toBe('hidden');
    expect(document.getElementById('root')?.textContent).toContain('連接錢包');
  });

  it('leaves the default language as drawn', () => {
    const { before, after } = visit(['zh-TW'], table);
    expect([before, after]).toEqual([null, null]);
    expect(document.getElementById('root')?.textContent).toContain('連接錢包');
  });
});
