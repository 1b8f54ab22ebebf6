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

/** The catalogue of one locale. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}

/**
 * The catalogue of a locale over the English one. The locale test keeps every catalogue complete, so
 * English is fetched only when a message is found missing at run time (e.g. a catalogue served stale).
 */
export async function withEnglishFallback(messages: Messages): Promise<Messages> {
  return { ...(await loaders.en()).default, ...messages };
}
