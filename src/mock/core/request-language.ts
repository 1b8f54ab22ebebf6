import { API_LANGUAGE_CODES, LOCALES, type Locale } from '../../domain/language/language';

/** Locale of each API language code (EN, CN, TW, JP, …). */
const BY_API_CODE = new Map<string, Locale>(LOCALES.map((locale) => [API_LANGUAGE_CODES[locale], locale]));

/**
 * The locale the demo content answers in: the `lang` header the app sends on every call (decisions.md),
 * Traditional Chinese (TW, the spec's default) when it is missing or unknown.
 */
export function requestLocale(headers: Readonly<Record<string, string>> | undefined): Locale {
  const code = headers?.lang?.trim().toUpperCase() ?? '';
  return BY_API_CODE.get(code) ?? 'zhTw';
}

/** A text in each of the ten languages. */
export type Localized<T> = Readonly<Record<Locale, T>>;
