// @vitest-environment jsdom
// jsdom, not happy-dom: the sanitiser is only as good as the HTML parser under it, and jsdom's follows the
// standard's parsing (the mutation-XSS cases below fail on happy-dom's).
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './safe-html';

/** Parses the sanitised HTML back, to look at what is left. */
const parse = (html: string): HTMLElement => {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
};

/** Nothing in the output can run script, whatever the input was. */
function expectInert(html: string): void {
  const out = sanitizeHtml(html);
  const box = parse(html);
  expect(
    box.querySelector(
      'script, iframe, frame, object, embed, form, svg, math, style, template, base, meta, link',
    ),
  ).toBeNull();
  for (const element of box.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name, `${attribute.name} in ${out}`).not.toMatch(/^on|^srcdoc$|^formaction$|^style$/i);
      expect(attribute.value, `${attribute.name} in ${out}`).not.toMatch(/^\s*(javascript|vbscript):/i);
      if (attribute.name === 'href') expect(attribute.value).not.toMatch(/^\s*data:/i);
    }
  }
  // Sanitising is stable: running it again changes nothing (a mutation-XSS shape would change on re-parse).
  expect(sanitizeHtml(out)).toBe(out);
}

/** Payloads from the usual XSS cheat sheets: handlers, URLs, SVG, srcdoc and mutation-XSS shapes. */
const CORPUS = [
  '<img src=x onerror=alert(1)>',
  '<img src="x" oNeRrOr="alert(1)">',
  '<body onload=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<p id="</p><img src=x onerror=alert(1)>">x</p>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<base href="javascript:/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="import" href="https://evil.example">',
  '<img src="x" srcset="javascript:alert(1) 1x">',
  '<a href="#" ping="https://evil.example">p</a>',
  '<video><source onerror=alert(1)></video>',
  '<div data-bind="alert(1)">x</div>',
];

describe('sanitizeHtml', () => {
  it.each(CORPUS)('leaves nothing that runs: %s', (payload) => {
    expectInert(payload);
  });

  it('keeps headings, lists, emphasis, tables and images', () => {
    const box = parse(
      '<h2>Title</h2><p>Some <strong>bold</strong> and <em>soft</em> words.</p><ul><li>one</li><li>two</li></ul>' +
        '<table><tr><td>1</td></tr></table><img src="https://cdn.example/a.png" alt="A picture" width="900">',
    );
    expect(box.querySelector('h2')?.textContent).toBe('Title');
    expect(box.querySelectorAll('li')).toHaveLength(2);
    expect(box.querySelector('strong')?.textContent).toBe('bold');
    expect(box.querySelector('td')?.textContent).toBe('1');
    const img = box.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://cdn.example/a.png');
    expect(img?.getAttribute('alt')).toBe('A picture');
  });

  it('loads images lazily and drops fixed sizes (the stylesheet holds them to the screen width)', () => {
    const img = parse('<img src="https://cdn.example/a.png" width="1200" height="400">').querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.hasAttribute('width')).toBe(false);
    expect(img?.hasAttribute('height')).toBe(false);
  });

  it('gives an image without a text an empty alt (decoration), and keeps a given one', () => {
    const box = parse('<img src="https://cdn.example/a.png"><img src="https://cdn.example/b.png" alt="B">');
    const [a, b] = box.querySelectorAll('img');
    expect(a?.getAttribute('alt')).toBe('');
    expect(b?.getAttribute('alt')).toBe('B');
  });

  it('keeps data: images but no data: links', () => {
    const box = parse('<img src="data:image/png;base64,iVBORw0KGgo="><a href="data:text/html,x">x</a>');
    expect(box.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png/);
    expect(box.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('opens outside links in a new tab with no opener; in-app routes stay in the app', () => {
    const box = parse(
      '<a href="https://example.com/x" target="_self">out</a><a href="mailto:help@example.com">mail</a>' +
        '<a href="#/activity/detail/2" target="_top">in</a>',
    );
    const [out, mail, inside] = [...box.querySelectorAll('a')];
    expect(out?.getAttribute('target')).toBe('_blank');
    expect(out?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(mail?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside?.getAttribute('href')).toBe('#/activity/detail/2');
    expect(inside?.hasAttribute('target')).toBe(false);
  });

  it('drops relative and protocol-relative links, which would leave the app unannounced', () => {
    const box = parse('<a href="//evil.example">a</a><a href="/x">b</a>');
    for (const a of box.querySelectorAll('a')) expect(a.hasAttribute('href')).toBe(false);
  });

  it('keeps the text of removed elements only where it is plain text', () => {
    expect(parse('<p>before<script>alert(1)</script>after</p>').textContent).toBe('beforeafter');
  });
});
