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

/**
 * Each part of each language is its own chunk, so that only what is shown is fetched; named, so that the
 * page drawn at build time can preload the default language's first part (scripts/build/first-paint.ts).
 */
const loaders: Record<CataloguePart, Record<Locale, Loader>> = {
  first: {
    en: () => import(/* webpackChunkName: "messages-en-first" */ '../../../locales/en.json?part=first'),
    zh: () => import(/* webpackChunkName: "messages-zh-first" */ '../../../locales/zh.json?part=first'),
    zhTw: () => import(/* webpackChunkName: "messages-zhTw-first" */ '../../../locales/zhTw.json?part=first'),
    ja: () => import(/* webpackChunkName: "messages-ja-first" */ '../../../locales/ja.json?part=first'),
    ko: () => import(/* webpackChunkName: "messages-ko-first" */ '../../../locales/ko.json?part=first'),
    th: () => import(/* webpackChunkName: "messages-th-first" */ '../../../locales/th.json?part=first'),
    pt: () => import(/* webpackChunkName: "messages-pt-first" */ '../../../locales/pt.json?part=first'),
    ms: () => import(/* webpackChunkName: "messages-ms-first" */ '../../../locales/ms.json?part=first'),
    id: () => import(/* webpackChunkName: "messages-id-first" */ '../../../locales/id.json?part=first'),
    vn: () => import(/* webpackChunkName: "messages-vn-first" */ '../../../locales/vn.json?part=first'),
  },
  rest: {
    en: () => import(/* webpackChunkName: "messages-en-rest" */ '../../../locales/en.json?part=rest'),
    zh: () => import(/* webpackChunkName: "messages-zh-rest" */ '../../../locales/zh.json?part=rest'),
    zhTw: () => import(/* webpackChunkName: "messages-zhTw-rest" */ '../../../locales/zhTw.json?part=rest'),
    ja: () => import(/* webpackChunkName: "messages-ja-rest" */ '../../../locales/ja.json?part=rest'),
    ko: () => import(/* webpackChunkName: "messages-ko-rest" */ '../../../locales/ko.json?part=rest'),
    th: () => import(/* webpackChunkName: "messages-th-rest" */ '../../../locales/th.json?part=rest'),
    pt: () => import(/* webpackChunkName: "messages-pt-rest" */ '../../../locales/pt.json?part=rest'),
    ms: () => import(/* webpackChunkName: "messages-ms-rest" */ '../../../locales/ms.json?part=rest'),
    id: () => import(/* webpackChunkName: "messages-id-rest" */ '../../../locales/id.json?part=rest'),
    vn: () => import(/* webpackChunkName: "messages-vn-rest" */ '../../../locales/vn.json?part=rest'),
  },
};

/** One part of one locale's catalogue. */
export async function loadMessages(locale: Locale, part: CataloguePart): Promise<Messages> {
  return (await loaders[part][locale]()).default;
}

/** Messages of `over` on top of those of `under`. */
export const mergeMessages = (under: Messages, over: Messages): Messages =>
  ({ ...under, ...over }) as Messages;
