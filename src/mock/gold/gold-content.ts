import type { Locale } from '../../domain/language/language';
import type { Localized } from '../core/request-language';
import { EN, type GoldTexts, JA, KO, ZH, ZH_TW } from './gold-texts';
import { GOLD_TEXTS_MORE } from './gold-texts-more';

/** The gold shop's words in the ten languages. */
export const GOLD_TEXTS: Localized<GoldTexts> = {
  en: EN,
  zh: ZH,
  zhTw: ZH_TW,
  ja: JA,
  ko: KO,
  ...GOLD_TEXTS_MORE,
};

/** The gold shop's words in a language, English where one is missing. */
const textsIn = (locale: Locale): GoldTexts => GOLD_TEXTS[locale] ?? EN;

/** The categories (ids 1–3) in a language. */
export const goldCategoriesIn = (locale: Locale): { id: number; name: string }[] =>
  textsIn(locale).categories.map((name, index) => ({ id: index + 1, name }));

/** A goods item's words in a language, by id: English where the language has none. */
export const goldGoodsTextIn = (
  locale: Locale,
  id: number,
): { name: string; specification: string; content: string } | undefined => {
  const text = textsIn(locale).goods[id] ?? EN.goods[id];
  return text && { name: text[0], specification: text[1], content: text[2] };
};

/** A goods name in a language from its English name (releases keep the name they were made with). */
export const goldNameIn = (locale: Locale, englishName: string): string => {
  const id = Object.entries(EN.goods).find(([, text]) => text[0] === englishName)?.[0];
  return (id === undefined ? undefined : goldGoodsTextIn(locale, Number(id))?.name) ?? englishName;
};
