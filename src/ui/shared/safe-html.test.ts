// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './safe-html';

/** Parses sanitised HTML back, to look at what a browser would build from it. */
const parse = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
};

describe('sanitizeHtml', () => {
  it('keeps formatting, lists, tables, pictures and links (opened apart)', () => {
    const box = parse(
      '<h3>Title</h3><p>A <strong>bold</strong> <em>claim</em>.</p><ul><li>one</li></ul>' +
        '<table><tr><td>cell</td></tr></table>' +
        '<img src="https://cdn.example/a.png" alt="pic"><a href="https://example.com/x">more</a>',
    );
    expect(box.querySelector('h3')?.textContent).toBe('Title');
    expect(box.querySelector('strong')?.textContent).toBe('bold');
    expect(box.querySelector('td')?.textContent).toBe('cell');
    expect(box.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/a.png');
    const link = box.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/x');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it.each([
    ['an onerror handler', '<img src="x" onerror="alert(1)">', 'onerror'],
    ['an onload handler on svg', '<svg onload="alert(1)"><circle r="5"/></svg>', 'svg'],
    ['a script', '<p>ok</p><script>alert(1)</script>', 'script'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', 'javascript'],
    ['a JaVaScRiPt: link with spaces', '<a href=" JaVaScRiPt:alert(1)">x</a>', 'alert'],
    ['a data:text/html link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', 'data:'],
    ['an iframe with srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', 'iframe'],
    ['an iframe with a javascript: src', '<iframe src="javascript:alert(1)"></iframe>', 'iframe'],
    [
      'a form with an action',
      '<form action="https://evil.example"><input name="seed"><button>go</button></form>',
      'form',
    ],
    ['an svg with a script', '<svg><script>alert(1)</script></svg>', 'script'],
    [
      'svg animate setting href',
      '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
      'animate',
    ],
    ['a math element', '<math><mtext><img src=x onerror=alert(1)></mtext></math>', 'onerror'],
    ['an object', '<object data="javascript:alert(1)"></object>', 'object'],
    ['an embed', '<embed src="https://evil.example/x.swf">', 'embed'],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>', 'style'],
    ['a style element', '<style>body{display:none}</style><p>x</p>', 'style'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', 'meta'],
    ['a base element', '<base href="https://evil.example/">', 'base'],
    ['a link element', '<link rel="stylesheet" href="https://evil.example/x.css">', 'link'],
    ['a mutation-XSS noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', 'onerror'],
    ['a formaction button', '<button formaction="javascript:alert(1)">x</button>', 'formaction'],
    ['a data attribute', '<p data-x="1" onclick="alert(1)">x</p>', 'onclick'],
  ])('drops %s', (_name, html, forbidden) => {
    const clean = sanitizeHtml(html);
    expect(clean.toLowerCase()).not.toContain(forbidden.toLowerCase());
    const box = parse(html);
    for (const element of box.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) expect(attribute.startsWith('on')).toBe(false);
    }
    expect(box.querySelector('script, iframe, form, svg, math, object, embed, style, input')).toBeNull();
  });

  it('keeps the text of what it drops, so a description still reads', () => {
    expect(parse('<form><p>Two-year warranty</p></form>').textContent).toBe('Two-year warranty');
  });
});
