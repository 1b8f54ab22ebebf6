import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../../domain/language/language';
import type { LaterFile } from './message-files';

/** Messages: compiled syntax trees in a build (scripts/build/precompile-messages.ts), strings in tests. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** What one load brings: the first part (FIRST_FILES, one chunk), or one later file (src/ui/intl/message-files.ts). */
export type CataloguePart = 'first' | LaterFile;

type Module = Promise<{ default: Messages }>;

/**
 * The first part of each language: its FIRST_FILES as one chunk, named so that the page drawn at build time
 * can preload the visitor's (scripts/build/first-paint.ts). The build merges the files into the one module
 * (`?first`: scripts/build/precompile-messages.ts); outside the build (tests) only shell.json arrives.
 */
const first: Record<Locale, () => Module> = {
  en: () => import(/* webpackChunkName: "messages-en-first" */ '../../../locales/en/shell.json?first'),
  zh: () => import(/* webpackChunkName: "messages-zh-first" */ '../../../locales/zh/shell.json?first'),
  zhTw: () => import(/* webpackChunkName: "messages-zhTw-first" */ '../../../locales/zhTw/shell.json?first'),
  ja: () => import(/* webpackChunkName: "messages-ja-first" */ '../../../locales/ja/shell.json?first'),
  ko: () => import(/* webpackChunkName: "messages-ko-first" */ '../../../locales/ko/shell.json?first'),
  th: () => import(/* webpackChunkName: "messages-th-first" */ '../../../locales/th/shell.json?first'),
  pt: () => import(/* webpackChunkName: "messages-pt-first" */ '../../../locales/pt/shell.json?first'),
  ms: () => import(/* webpackChunkName: "messages-ms-first" */ '../../../locales/ms/shell.json?first'),
  id: () => import(/* webpackChunkName: "messages-id-first" */ '../../../locales/id/shell.json?first'),
  vn: () => import(/* webpackChunkName: "messages-vn-first" */ '../../../locales/vn/shell.json?first'),
};

/** One part of one language's messages. */
export async function loadMessages(locale: Locale, part: CataloguePart): Promise<Messages> {
  if (part !== 'first') {
    const { loadLaterFile } = await import(/* webpackChunkName: "messages-later" */ './later-messages');
    return (await loadLaterFile(locale, part)) as Messages;
  }
  return (await first[locale]()).default;
}

/** The parts' messages in one object, each part's on top of those before it: one copy, not one per part. */
export const mergeMessages = (parts: readonly Messages[]): Messages =>
  Object.assign({}, ...parts) as Messages;
