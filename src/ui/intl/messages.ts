import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../../domain/language/language';

/** A catalogue or part of one: compiled syntax trees in a build, the strings of locales/ in tests. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * The two parts of a catalogue (scripts/build/precompile-messages.ts): `first` holds the messages of the
 * first screen (shell, home, wallet login, errors), `rest` everything else.
 */
export type CataloguePart = 'first' | 'rest';

type Loader = () => Promise<{ default: Messages }>;

/** Each part of each language is its own chunk, so that only what is shown is fetched. */
const loaders: Record<CataloguePart, Record<Locale, Loader>> = {
  first: {
    en: () => import('../../../locales/en.json?part=first'),
    zh: () => import('../../../locales/zh.json?part=first'),
    zhTw: () => import('../../../locales/zhTw.json?part=first'),
    ja: () => import('../../../locales/ja.json?part=first'),
    ko: () => import('../../../locales/ko.json?part=first'),
    th: () => import('../../../locales/th.json?part=first'),
    pt: () => import('../../../locales/pt.json?part=first'),
    ms: () => import('../../../locales/ms.json?part=first'),
    id: () => import('../../../locales/id.json?part=first'),
    vn: () => import('../../../locales/vn.json?part=first'),
  },
  rest: {
    en: () => import('../../../locales/en.json?part=rest'),
    zh: () => import('../../../locales/zh.json?part=rest'),
    zhTw: () => import('../../../locales/zhTw.json?part=rest'),
    ja: () => import('../../../locales/ja.json?part=rest'),
    ko: () => import('../../../locales/ko.json?part=rest'),
    th: () => import('../../../locales/th.json?part=rest'),
    pt: () => import('../../../locales/pt.json?part=rest'),
    ms: () => import('../../../locales/ms.json?part=rest'),
    id: () => import('../../../locales/id.json?part=rest'),
    vn: () => import('../../../locales/vn.json?part=rest'),
  },
};

/** One part of one locale's catalogue. */
export async function loadMessages(locale: Locale, part: CataloguePart): Promise<Messages> {
  return (await loaders[part][locale]()).default;
}

/** Messages of `over` on top of those of `under`. */
export const mergeMessages = (under: Messages, over: Messages): Messages =>
  ({ ...under, ...over }) as Messages;
