import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The folder of the message files, `locales/<lang>/<file>.json` (src/ui/intl/message-files.ts). Every runner
 * (Vitest, Playwright, the WebKit journey) starts in the repository's root.
 */
export const LOCALES_DIR = resolve('locales');

/** Every message of one language, all its files merged (a test shows any screen with the whole catalogue). */
export function readCatalogue(locale: string, dir: string = LOCALES_DIR): Record<string, string> {
  const folder = join(dir, locale);
  return Object.assign(
    {},
    ...readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, string>),
  );
}

/** The file of one language that holds a message id, or null. */
export function fileOfMessage(locale: string, id: string, dir: string = LOCALES_DIR): string | null {
  const folder = join(dir, locale);
  const file = readdirSync(folder).find(
    (f) => f.endsWith('.json') && id in (JSON.parse(readFileSync(join(folder, f), 'utf8')) as object),
  );
  return file ? join(folder, file) : null;
}

/** English, the language the tests read. */
export const english = readCatalogue('en');
