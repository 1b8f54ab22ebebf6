import DOMPurify, { type Config } from 'dompurify';

/**
 * The one configuration for HTML that arrives from the server (goods descriptions, notices, activities):
 * text formatting, lists, tables, links and pictures, nothing that runs or submits. An allow-list, so
 * that a tag or attribute nobody thought of is dropped rather than kept: no script, style, iframe,
 * object, embed, form or input, no SVG or MathML, no `on*` handler, no `style` attribute; links and
 * pictures only over http(s) (pictures also as data URIs, which an <img> never runs).
 */
const CONFIG: Config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'a',
    'img',
    'figure',
    'figcaption',
  ],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'width', 'height'],
  ALLOWED_URI_REGEXP: /^https?:/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  // Never a live DOM or Trusted Types object: React gets a string.
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
};

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** One instance of our own (hooks stay out of anyone else's), made on first use in a window. */
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const made = DOMPurify(window);
  // Links leave the app in a new tab and give the other site no handle on this one.
  made.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  purifier = made;
  return made;
}

/** Server HTML made safe to put in the page with `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, CONFIG) as string;
}
