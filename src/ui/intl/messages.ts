import type { Locale } from '../../domain/language/language';

export type Messages = Record<string, string>;

/** Loads one catalogue; each language is its own chunk so that only the chosen one is fetched. */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('../../../locales/en.json'),
  zh: () => import('../../../locales/zh.json'),
  zhTw: () => import('../../../locales/zhTw.json'),
  ja: () => import('../../../locales/ja.json'),
  ko: () => import('../../../locales/ko.json'),
  th: () => import('../../../locales/th.json'),
  pt: () => import('../../../locales/pt.json'),
  ms: () => import('../../../locales/ms.json'),
  id: () => import('../../../locales/id.json'),
  vn: () => import('../../../locales/vn.json'),
};

/** The catalogue of a locale over the English one, so that a missing message falls back to English. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const [english, chosen] = await Promise.all([loaders.en(), loaders[locale]()]);
  return { ...english.default, ...chosen.default };
}
