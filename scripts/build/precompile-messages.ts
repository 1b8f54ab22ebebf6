/**
 * Messages compiled at build time. `locales/<lang>/<file>.json` stay the source (translators edit them,
 * `npm run test:locales` checks them); the build turns each message into its ICU syntax tree, so that the
 * browser never parses ICU and `@formatjs/icu-messageformat-parser` is swapped for its parser-free build
 * (react-intl documents this: precompiled messages + the `no-parser` entry).
 *
 * Which file loads when is the app's business (src/ui/intl/message-files.ts, src/ui/intl/messages.ts): the
 * first part (the shell's, home's, the wallet login's, errors, common words) as one chunk per language
 * before the first render, every other file with the features that show it.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { RsbuildPlugin } from '@rsbuild/core';
import { MENU_LABEL_FILES } from '../../src/ui/app/feature-menu.generated';
import { FIRST_FILES } from '../../src/ui/intl/message-files';

/**
 * The JSON text of one message file, each message as its syntax tree. Throws, naming the message, when one
 * is not valid ICU (test:locales says so first).
 */
export function compileCatalogue(json: string): string {
  const source = JSON.parse(json) as Record<string, string>;
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(source)) {
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`message "${id}" is not valid ICU: ${(error as Error).message}`);
    }
  }
  return JSON.stringify(compiled);
}

/** A message file: `locales/<lang>/<file>.json` (not the glossary, which the app never imports). */
export const MESSAGE_FILE = /[\\/]locales[\\/](?!glossary[\\/])[^\\/]+[\\/][^\\/]+\.json$/;

const readJson = (file: string): Record<string, string> => JSON.parse(readFileSync(file, 'utf8'));

/**
 * A language's first part, from its folder: the `firstFiles` merged, and the side menu's labels that live in
 * a feature's own file (`labels`: id to file, MENU_LABEL_FILES), each label alone. Answers the messages and
 * the files read (for the bundler to watch).
 */
export function firstPartOf(
  folder: string,
  firstFiles: readonly string[] = FIRST_FILES,
  labels: Readonly<Record<string, string>> = MENU_LABEL_FILES,
): { messages: Record<string, string>; files: string[] } {
  const files = firstFiles.map((file) => join(folder, `${file}.json`));
  const picked = Object.entries(labels).map(([id, file]) => {
    const path = join(folder, `${file}.json`);
    files.push(path);
    const text = readJson(path)[id];
    return text === undefined ? {} : { [id]: text };
  });
  const messages = Object.assign(
    {},
    ...firstFiles.map((file) => readJson(join(folder, `${file}.json`))),
    ...picked,
  );
  return { messages, files };
}

/** The rsbuild plugin: compiles message files as they are imported, and ships react-intl without its parser. */
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
    // The later files, as src/ui/intl/later-messages.ts names them (every message file but the first part's
    // `?first`): written as data files, not chunks.
    api.modifyRspackConfig((config) => {
      config.module ??= {};
      config.module.rules ??= [];
      config.module.rules.push({
        test: MESSAGE_FILE,
        resourceQuery: { not: /first/ },
        type: 'asset/resource',
        generator: { filename: 'static/messages/[path][name].[contenthash:8][ext]' },
      });
    });
    api.transform({ test: MESSAGE_FILE }, ({ code, resourcePath, resourceQuery, addDependency }) => {
      if (!/[?&]first\b/.test(resourceQuery)) return compileCatalogue(code);
      // `<lang>/shell.json?first`: the language's first part, its FIRST_FILES merged into one module, and the
      // side menu's labels that live in a feature's own file.
      const { messages, files } = firstPartOf(dirname(resourcePath));
      for (const file of files) addDependency(file);
      return compileCatalogue(JSON.stringify(messages));
    });
  },
};
