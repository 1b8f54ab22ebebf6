/**
 * Message catalogues compiled at build time. `locales/*.json` stay the source (translators edit them,
 * `npm run test:locales` checks them); the build turns each message into its ICU syntax tree, so that the
 * browser never parses ICU and `@formatjs/icu-messageformat-parser` is swapped for its parser-free build
 * (react-intl documents this: precompiled messages + the `no-parser` entry).
 *
 * A catalogue is imported in two parts (`locales/en.json?part=first` and `?part=rest`): the first holds the
 * messages of the first screen (the shell, home, the wallet login, errors and validation), the rest loads
 * with the first other screen (src/ui/intl/message-catalogue.ts), which keeps most of the catalogue out of
 * the first load.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * The first part: the messages whose id is one of these or starts with one and a dot (the shell's sheets
 * are there from the start: the invite sheet, the menu's unread badge). tests/unit/message-parts.test.ts
 * checks that the code of the shell and the first screen uses no message outside them.
 */
export const FIRST_PART_PREFIXES: readonly string[] = [
  'app',
  'auth',
  'funds.assets.hiddenAmount',
  'common',
  'error',
  'home',
  'menu',
  'notice.unreadBadge',
  'route',
  'shell',
  'tab',
  'team.invite',
  'user.pools',
  'validation',
];

export type CataloguePart = 'first' | 'rest';

/** Which part a message belongs to. */
export const partOf = (id: string): CataloguePart =>
  FIRST_PART_PREFIXES.some((prefix) => id === prefix || id.startsWith(`${prefix}.`)) ? 'first' : 'rest';

/**
 * The JSON text of one part of a catalogue (or all of it without a part), each message as its syntax tree.
 * Throws, naming the message, when one is not valid ICU (test:locales says so first).
 */
export function compileCatalogue(json: string, part: CataloguePart | null): string {
  const source = JSON.parse(json) as Record<string, string>;
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(source)) {
    if (part && partOf(id) !== part) continue;
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`message "${id}" is not valid ICU: ${(error as Error).message}`);
    }
  }
  return JSON.stringify(compiled);
}

const partOfQuery = (query: string): CataloguePart | null => {
  const part = new URLSearchParams(query.replace(/^\?/, '')).get('part');
  return part === 'first' || part === 'rest' ? part : null;
};

/** The rsbuild plugin: compiles `locales/*.json` as they are imported, and ships react-intl without its parser. */
export const precompiledMessages: RsbuildPlugin = {
  name: 'nadi-precompiled-messages',
  setup(api) {
    api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
      mergeRsbuildConfig(config, {
        resolve: {
          alias: {
            '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        },
      }),
    );
    api.transform({ test: /[\\/]locales[\\/][^\\/]+\.json$/ }, ({ code, resourceQuery }) =>
      compileCatalogue(code, partOfQuery(resourceQuery)),
    );
  },
};
