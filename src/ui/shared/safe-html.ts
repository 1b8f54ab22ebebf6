import DOMPurify, { type Config } from 'dompurify';

/**
 * The one sanitiser of server HTML (notice bodies, activity rules: decisions.md says they arrive as HTML).
 * It lives in the UI layer because sanitising is about the document the HTML lands in: DOMPurify parses
 * with the page's own DOM, and the same element types a screen renders are the ones it must judge. A
 * dedicated instance carries the hooks, so that no other DOMPurify user inherits them.
 *
 * Kept: text structure (headings, paragraphs, lists, tables, emphasis), images and links. Removed:
 * scripts, event handlers, styles, forms and their controls, frames (`srcdoc` too), objects, SVG and MathML
 * (their namespaces are where mutation-XSS shapes hide), `data-` attributes, and every URL that is not
 * http(s), mailto or an in-app `#/…` route; images may also be `data:` images (they cannot run script).
 * Outside links open in a new tab with no way back to this page (`rel="noopener noreferrer"`); images load
 * lazily and are held to the screen's width by `.rich-html img` in the stylesheet; one without `alt` gets an
 * empty one (decoration).
 */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'script',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'base',
    'link',
    'meta',
    'template',
    'noscript',
    'svg',
    'math',
  ],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'action', 'srcset', 'ping', 'background'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#\/)/i,
};

/** An absolute URL that leaves the app (not an in-app `#/…` route). */
const isOutside = (href: string): boolean => /^(?:https?:|mailto:)/i.test(href);

let instance: ReturnType<typeof DOMPurify> | null = null;

function purifier(): ReturnType<typeof DOMPurify> {
  if (instance) return instance;
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && isOutside(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
    if (node.tagName === 'IMG') {
      // An image the author gave no text counts as decoration: a screen reader would read its file name.
      // (Set first, so that a second pass leaves the attributes in the same order.)
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      // A fixed width wider than the phone would be squeezed by CSS anyway; the ratio stays with height:auto.
      node.removeAttribute('width');
      node.removeAttribute('height');
    }
  });
  instance = purify;
  return purify;
}

/** Server HTML made safe to put into the page: see CONFIG for what stays and what goes. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
