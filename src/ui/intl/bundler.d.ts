/**
 * The first part of a language's messages (src/ui/intl/messages.ts): the build merges FIRST_FILES into one
 * module of syntax trees (scripts/build/precompile-messages.ts).
 */
declare module '*.json?first' {
  const messages: Record<string, string> | Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}

/** rspack's context of files known at build time (src/ui/intl/later-messages.ts). */
interface ImportMeta {
  webpackContext(
    directory: string,
    options: { recursive: boolean; regExp: RegExp; exclude?: RegExp; mode: 'sync' },
  ): (request: string) => unknown;
}
