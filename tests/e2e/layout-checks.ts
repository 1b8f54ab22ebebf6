import type { Page } from '@playwright/test';

/**
 * Layout checks run inside the page on what is on screen (kept-alive pages are hidden and skipped). Each
 * answers sentences naming the element (tag, test id or class, start of its text) and what is wrong.
 */

/** Buttons, and links or other elements drawn as buttons (anything block-like that a person taps). */
const TAPPABLE =
  'button, [role="button"], [role="tab"], [role="switch"], a[href], summary, input:not([type="hidden"]), select, textarea';

/**
 * Horizontal overflow: the document wider than the viewport, or an element whose box reaches past either
 * edge, unless it sits inside an element that scrolls or clips sideways on purpose (a carousel, a table
 * scroller), which is then checked itself. Only the outermost element of an overflowing branch is named.
 * Text clipping: a button or a button-like link whose content is cut (an ellipsis, or overflow hidden on it
 * or inside it with more content than room), or spills out of it; an excerpt clamped to some lines
 * (`-webkit-line-clamp`) is cut on purpose and left alone.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate((tappable) => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const name = (el: Element) => {
      const id = el.getAttribute('data-testid');
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id ? ` ${id}` : cls}> "${text}"`;
    };
    const clipsSideways = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    // Visually hidden on purpose (text for screen readers): clipped to nothing.
    const clipped = (el: Element) => {
      const style = getComputedStyle(el);
      return style.clipPath !== 'none' || style.clip !== 'auto';
    };
    const shown = (el: Element) =>
      el.checkVisibility({ visibilityProperty: true }) &&
      !clipped(el) &&
      el.getBoundingClientRect().width > 0 &&
      el.getBoundingClientRect().height > 0;

    if (document.documentElement.scrollWidth > width) {
      problems.push(`the page is ${document.documentElement.scrollWidth}px wide on a ${width}px screen`);
    }
    const over = new Set<Element>();
    for (const el of document.body.querySelectorAll('*')) {
      if (!shown(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.right <= width + 0.5 && box.left >= -0.5) continue;
      let inside = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (over.has(up) || clipsSideways(up)) inside = true;
      }
      over.add(el);
      if (!inside) {
        problems.push(
          `${name(el)} spans ${Math.round(box.left)}..${Math.round(box.right)}px (screen ${width}px)`,
        );
      }
    }

    const buttonLike = (el: Element) => {
      if (el.matches('a[href]')) return getComputedStyle(el).display !== 'inline';
      return el.matches('button, [role="button"], [role="tab"], input[type="button"], input[type="submit"]');
    };
    for (const button of document.body.querySelectorAll(tappable)) {
      if (!buttonLike(button) || !shown(button)) continue;
      for (const el of [button, ...button.querySelectorAll('*')]) {
        if (!(el instanceof HTMLElement) || !shown(el)) continue;
        const style = getComputedStyle(el);
        if (style.display === 'inline') continue;
        // A text clamped to a number of lines is an excerpt by design (a notice's summary): it shows its ellipsis.
        if (style.webkitLineClamp !== 'none') continue;
        const cut =
          style.textOverflow === 'ellipsis' || style.overflowX !== 'visible' || style.overflowY !== 'visible';
        const wide = el.scrollWidth > el.clientWidth + 1;
        const tall = el.scrollHeight > el.clientHeight + 1;
        if (cut && (wide || tall)) {
          problems.push(
            `${name(button)}: text cut (${wide ? 'width' : 'height'} ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`,
          );
          break;
        }
        if (el === button && wide) {
          problems.push(`${name(button)}: text spills out (${el.scrollWidth}px in ${el.clientWidth}px)`);
          break;
        }
      }
    }
    return problems;
  }, TAPPABLE);
}

/**
 * Touch targets under 44 x 44 px among buttons, links, fields and switches on screen: a control inside a
 * <label> counts with its label; links inside running text (inline, in a paragraph or list item of text)
 * are left out, as WCAG's target-size exception for inline targets does. Within `scope` (a selector) when
 * given, else the whole page.
 */
export function smallTargets(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate(
    ([tappable, scope]) => {
      const problems: string[] = [];
      for (const el of document.querySelector(scope)?.querySelectorAll(tappable) ?? []) {
        const style = getComputedStyle(el);
        if (!el.checkVisibility({ visibilityProperty: true })) continue;
        // Visually hidden on purpose (a keyboard-only control shows when focused): not a touch target.
        if (style.clipPath !== 'none' || style.clip !== 'auto') continue;
        if (el.matches('a[href]') && getComputedStyle(el).display === 'inline' && el.closest('p, li, td, dd'))
          continue;
        const target = el.closest('label') ?? el;
        const box = target.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        if (box.width >= 43.5 && box.height >= 43.5) continue;
        const text = (target.textContent ?? el.getAttribute('aria-label') ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 30);
        const id =
          el.getAttribute('data-testid') ??
          (typeof el.className === 'string' ? el.className.split(' ')[0] : '');
        problems.push(
          `<${el.tagName.toLowerCase()} ${id}> "${text}" is ${Math.round(box.width)}x${Math.round(box.height)}px`,
        );
      }
      return problems;
    },
    [TAPPABLE, scope] as const,
  );
}

/**
 * Focus visible: every button and link on screen, focused after a key press (so :focus-visible applies as
 * for a keyboard user), draws an outline or a box shadow that differs from its unfocused look.
 */
export async function focusWithoutRing(page: Page): Promise<string[]> {
  await page.keyboard.press('Shift');
  return page.evaluate(() => {
    const problems: string[] = [];
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}`;
    };
    const ring = (el: Element) => {
      const s = getComputedStyle(el);
      const outline =
        s.outlineStyle !== 'none' &&
        Number.parseFloat(s.outlineWidth) >= 1 &&
        !/rgba\(.*, 0\)$/.test(s.outlineColor);
      return outline || s.boxShadow !== 'none';
    };
    const controls = document.body.querySelectorAll<HTMLElement>(
      'button, a[href], [role="button"], [role="switch"], select, input',
    );
    for (const el of controls) {
      if (!el.checkVisibility({ visibilityProperty: true }) || el.matches(':disabled')) continue;
      const before = look(el);
      el.focus({ preventScroll: true });
      if (document.activeElement !== el) continue;
      const after = look(el);
      if (!el.matches(':focus-visible') || !ring(el) || after === before) {
        const text = (el.textContent ?? el.getAttribute('aria-label') ?? '')
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 30);
        problems.push(`<${el.tagName.toLowerCase()} ${el.className}> "${text}": no visible focus (${after})`);
      }
      el.blur();
    }
    return problems;
  });
}

/**
 * References by id (a label's `for`, aria-labelledby, aria-describedby, aria-controls) from the screen on
 * view that land on another, kept-alive page: kept pages stay in the document, so a fixed id used by two
 * of them ties one screen's labels to the other's fields.
 */
export function crossPageReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('.page')].find((p) => !p.hidden);
    if (!shown) return [];
    const problems: string[] = [];
    const attributes = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls'];
    for (const el of shown.querySelectorAll(attributes.map((name) => `[${name}]`).join(', '))) {
      for (const name of attributes) {
        for (const id of (el.getAttribute(name) ?? '').split(/\s+/).filter(Boolean)) {
          const target = document.getElementById(id);
          if (target && !shown.contains(target) && target.closest('.page')) {
            problems.push(`${name}="${id}" of <${el.tagName.toLowerCase()}> points into another kept page`);
          }
        }
      }
    }
    return problems;
  });
}

/**
 * Words cut in two at a line end: the app lets any text break anywhere (`overflow-wrap: anywhere`, so that
 * addresses and hashes never widen the page), which also splits an ordinary word when its box is too
 * narrow ("Converte|r"). Checked for words of letters only, in scripts that put spaces between words (a
 * Thai or Chinese line may break between any two syllables).
 */
export function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = [...document.querySelectorAll<HTMLElement>('.page')].find((p) => !p.hidden);
    const roots = [shown, document.querySelector('.app-header'), document.querySelector('.tab-bar')];
    const range = document.createRange();
    for (const root of roots) {
      if (!root) continue;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        if (
          !parent?.checkVisibility({ visibilityProperty: true }) ||
          getComputedStyle(parent).clipPath !== 'none'
        ) {
          continue;
        }
        // Whole words only: letters inside an address or a hash break on purpose.
        for (const match of text.matchAll(
          /(?<![\p{L}\p{N}\p{M}_])[\p{Script=Latin}\p{M}]{2,}(?![\p{L}\p{N}\p{M}_])/gu,
        )) {
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) {
            const named = parent.closest('[data-testid], [class]');
            const where =
              named?.getAttribute('data-testid') ?? named?.getAttribute('class')?.split(' ')[0] ?? '';
            problems.push(
              `"${match[0]}" is broken across lines in <${parent.tagName.toLowerCase()}> of ${where}`,
            );
          }
        }
      }
    }
    return problems;
  });
}
