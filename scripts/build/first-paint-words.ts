/**
 * The drawn page in every language from one page. The page drawn at build time is home in the default
 * language; the other nine are drawn too (src/main/prerender.tsx) and compared with it here. Where they
 * differ only in words (text and the attributes a person hears or reads), a language gets a table of the
 * words that differ, and the first-paint script (first-paint-script.ts) puts them into the page after it
 * is parsed and before it is shown. A language whose page differs in anything else gets no table: its
 * visitors keep the drawn page unseen until the app's first commit, as before.
 *
 * The slots are numbered in document order as a DOM tree walker meets them: an element's translated
 * attributes (in TRANSLATED_ATTRIBUTES order) when it is met, then its content; every text node is a slot.
 */

/** The attributes whose words differ between languages; the script walks them in this order. */
export const TRANSLATED_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder', 'aria-valuetext'] as const;

/** One language's words: slot number to text, only where it differs from the default language. */
export type WordTable = Record<string, string>;

interface Slot {
  /** `#text`, or the attribute's name. */
  readonly kind: string;
  readonly value: string;
}

interface Parsed {
  /** Everything but the words: tags, their other attributes, where texts stand. */
  readonly shape: string[];
  readonly slots: Slot[];
}

const TOKEN = /<!--[\s\S]*?-->|<\/?[a-zA-Z][^>]*>|[^<]+/g;
const ATTRIBUTE = /\s([^\s"'>/=]+)(?:="([^"]*)")?/g;

/** The text a browser makes of an escaped HTML text or attribute value (React escapes these five). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? whole;
  });
}

/** The markup's shape and its word slots, in the order the script's tree walker meets them. */
export function parseMarkup(html: string): Parsed {
  const shape: string[] = [];
  const slots: Slot[] = [];
  for (const [token] of html.matchAll(TOKEN)) {
    if (token.startsWith('<!--')) {
      shape.push(token);
    } else if (token.startsWith('</')) {
      shape.push(token);
    } else if (token.startsWith('<')) {
      const name = /^<([a-zA-Z][^\s/>]*)/.exec(token)?.[1] ?? '';
      const attributes = new Map<string, string>();
      for (const [, attribute = '', value = ''] of token.slice(name.length + 1).matchAll(ATTRIBUTE)) {
        attributes.set(attribute, decodeEntities(value));
      }
      const kept = [...attributes].filter(([attribute]) => !isTranslated(attribute));
      shape.push(`<${name} ${JSON.stringify(kept)}>`);
      for (const attribute of TRANSLATED_ATTRIBUTES) {
        const value = attributes.get(attribute);
        if (value !== undefined) slots.push({ kind: attribute, value });
      }
    } else {
      shape.push('#text');
      slots.push({ kind: '#text', value: decodeEntities(token) });
    }
  }
  return { shape, slots };
}

const isTranslated = (attribute: string): boolean =>
  (TRANSLATED_ATTRIBUTES as readonly string[]).includes(attribute);

/**
 * The table that turns the default language's drawn page into `other`'s, or null when the two differ in
 * more than words (another element, class or text split): then that language keeps the page unseen.
 */
export function wordTable(defaultHtml: string, otherHtml: string): WordTable | null {
  const base = parseMarkup(defaultHtml);
  const other = parseMarkup(otherHtml);
  if (base.shape.length !== other.shape.length || base.slots.length !== other.slots.length) return null;
  if (base.shape.some((part, index) => part !== other.shape[index])) return null;
  const table: WordTable = {};
  for (const [index, slot] of base.slots.entries()) {
    const theirs = other.slots[index];
    if (!theirs || theirs.kind !== slot.kind) return null;
    if (theirs.value !== slot.value) table[index] = theirs.value;
  }
  return table;
}
