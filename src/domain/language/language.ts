/** The ten interface languages, in menu order. */
export const LOCALES = ['en', 'zh', 'zhTw', 'ja', 'ko', 'th', 'pt', 'ms', 'id', 'vn'] as const;
export type Locale = (typeof LOCALES)[number];

/** Language codes the API expects in its language header (decisions.md). */
export const API_LANGUAGE_CODES = {
  en: 'EN',
  zh: 'CN',
  zhTw: 'TW',
  ja: 'JP',
  ko: 'KO',
  th: 'TH',
  pt: 'PT',
  ms: 'MS',
  id: 'ID',
  vn: 'VN',
} as const satisfies Record<Locale, string>;
export type ApiLanguageCode = (typeof API_LANGUAGE_CODES)[Locale];

/** BCP 47 tags for Intl formatting of each locale. */
export const BCP47_TAGS = {
  en: 'en',
  zh: 'zh-CN',
  zhTw: 'zh-TW',
  ja: 'ja',
  ko: 'ko',
  th: 'th',
  pt: 'pt-BR',
  ms: 'ms',
  id: 'id',
  vn: 'vi',
} as const satisfies Record<Locale, string>;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * Picks the locale from a browser language tag (`zh-Hant-HK`, `pt-PT`, `vi`), or null when it is none of ours.
 */
export function localeFromBrowserTag(tag: string): Locale | null {
  const lower = tag.toLowerCase();
  const [primary] = lower.split('-');
  if (primary === 'zh') {
    return /-(tw|hk|mo|hant)/.test(lower) ? 'zhTw' : 'zh';
  }
  if (primary === 'vi') return 'vn';
  if (primary === 'in') return 'id';
  return isLocale(primary) ? primary : null;
}

/**
 * The default locale (decisions.md): the stored choice; else the first browser language that is one of ours;
 * else the configured default (Traditional Chinese unless configured otherwise).
 */
export function resolveLocale(
  stored: string | null,
  browserTags: readonly string[],
  fallback: Locale,
): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browserTags) {
    const found = localeFromBrowserTag(tag);
    if (found) return found;
  }
  return fallback;
}

/** A BCP 47 tag of one of our locales; date and number formatting take it so they never see an unknown tag. */
export type Bcp47Tag = (typeof BCP47_TAGS)[Locale];
