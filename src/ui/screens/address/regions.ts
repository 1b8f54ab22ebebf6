import type { Locale } from '../../../domain/language/language';
import { callingCodeOf, phoneRegions } from './phone';

/** The ecosystem's markets, offered first in the region picker, in this order. */
export const MARKET_REGIONS = [
  'TW',
  'CN',
  'HK',
  'JP',
  'KR',
  'TH',
  'BR',
  'PT',
  'MY',
  'ID',
  'VN',
  'SG',
  'PH',
  'US',
] as const;

/**
 * The region a new address starts with: the main market of the interface language. English has no
 * such market; the US is the usual default of English-language forms. The user can change it.
 */
export const DEFAULT_REGION: Record<Locale, string> = {
  en: 'US',
  zh: 'CN',
  zhTw: 'TW',
  ja: 'JP',
  ko: 'KR',
  th: 'TH',
  pt: 'BR',
  ms: 'MY',
  id: 'ID',
  vn: 'VN',
};

export interface RegionOption {
  /** ISO 3166-1 alpha-2 code. */
  readonly code: string;
  /** The region's name in the user's language (from the browser's Intl data, not our catalogues). */
  readonly name: string;
  /** Country calling code with its plus, e.g. '+66'. */
  readonly callingCode: string;
  /** One of MARKET_REGIONS. */
  readonly market: boolean;
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** The name of a region in the language of a BCP 47 tag; the code itself when the browser has no name. */
export function regionName(tag: string, code: string): string {
  let names = displayNames.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
    displayNames.set(tag, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

const options = new Map<string, readonly RegionOption[]>();

/**
 * Every region a phone number can belong to, named in the language of `tag`: the markets first, then
 * all others in that language's alphabetical order.
 */
export function regionOptions(tag: string): readonly RegionOption[] {
  const known = options.get(tag);
  if (known) return known;
  const option = (code: string, market: boolean): RegionOption => ({
    code,
    name: regionName(tag, code),
    callingCode: callingCodeOf(code) ?? '',
    market,
  });
  const markets: readonly string[] = MARKET_REGIONS;
  const collator = new Intl.Collator(tag);
  const others = phoneRegions()
    .filter((code) => !markets.includes(code))
    .map((code) => option(code, false))
    .sort((a, b) => collator.compare(a.name, b.name));
  const list = [...markets.map((code) => option(code, true)), ...others];
  options.set(tag, list);
  return list;
}

/** Case- and accent-insensitive text for matching a search. */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();

/**
 * The options matching a search: by name (anywhere in it), by code ('th') or by calling code ('+66',
 * '66'). An empty search matches everything.
 */
export function filterRegions(list: readonly RegionOption[], query: string): readonly RegionOption[] {
  const q = fold(query.trim());
  if (q === '') return list;
  const digits = q.replace(/^\+/, '');
  const byCallingCode = /^\d+$/.test(digits);
  return list.filter((option) =>
    byCallingCode
      ? option.callingCode.slice(1).startsWith(digits)
      : fold(option.name).includes(q) || option.code.toLowerCase() === q,
  );
}
