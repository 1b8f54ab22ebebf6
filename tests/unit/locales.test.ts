/// <reference types="vite/client" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import type { LoginStep } from '../../src/application/auth/login-with-wallet.use-case';
import { LOCALES } from '../../src/domain/language/language';
import { API_ERROR_KINDS, FEATURE_FAILURES, WALLET_ERROR_KINDS } from '../../src/domain/shared/app-error';
import { VALIDATION_KINDS, validationMessageId } from '../../src/domain/shared/validation';
import { MENU, ROUTES, TAB_BARS } from '../../src/ui/app/route-table';
import { readCatalogue } from '../support/catalogue';

const dir = join(__dirname, '../../locales');
const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, readCatalogue(locale)]));
const english = catalogues.en ?? {};

/** Placeholder names of an ICU message, e.g. {count} or {current}. */
const placeholders = (message: string): string[] =>
  [...new Set([...message.matchAll(/\{\s*([a-zA-Z]+)\s*(?:,|\})/g)].map((m) => m[1] ?? ''))].sort();

/** The option sets of every plural in a parsed message, nested ones included. */
function pluralsOf(elements: readonly MessageFormatElement[]): Record<string, unknown>[] {
  return elements.flatMap((element) => {
    if (element.type !== TYPE.plural && element.type !== TYPE.select) {
      return element.type === TYPE.tag ? pluralsOf(element.children) : [];
    }
    const nested = Object.values(element.options).flatMap((option) => pluralsOf(option.value));
    return element.type === TYPE.plural ? [element.options, ...nested] : nested;
  });
}

/** Every message id the source uses literally: id="x", id: 'x', formatMessage({ id: 'x' }). */
function idsUsedInSource(): string[] {
  const ids = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        const text = readFileSync(path, 'utf8');
        for (const match of text.matchAll(/\bid[=:]\s*\{?\s*['"]([a-z][\w-]*\.[\w.-]+)['"]/g))
          ids.add(match[1] ?? '');
      }
    }
  };
  walk(join(__dirname, '../../src/ui'));
  return [...ids].sort();
}

describe('message catalogues', () => {
  it('exist for all ten languages, a folder of message files each', () => {
    expect(
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name !== 'glossary')
        .map((entry) => entry.name)
        .sort(),
    ).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('%s has exactly the keys of English', (locale) => {
    expect(Object.keys(catalogues[locale] ?? {}).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LOCALES)('%s: every message is valid ICU with the placeholders of English', (locale) => {
    for (const [id, message] of Object.entries(catalogues[locale] ?? {})) {
      expect(() => parse(message), `${locale} ${id}`).not.toThrow();
      expect(placeholders(message), `${locale} ${id}`).toEqual(placeholders(english[id] ?? ''));
    }
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is translated, not copied from English', (locale) => {
    const same = Object.entries(catalogues[locale] ?? {}).filter(
      ([id, message]) => message === english[id] && /[a-z]{4,}/.test(message) && !/^\{/.test(message),
    );
    // Brand names and a few loanwords may stay; a catalogue that is mostly English is not translated.
    expect(same.length, same.map(([id]) => id).join(', ')).toBeLessThan(Object.keys(english).length * 0.1);
  });

  // Portuguese counts 0 as "one" (CLDR), which would read "0 indicação direta": every plural with a "one"
  // form says what 0 is.
  it('pt: every plural with a "one" form has an =0 form', () => {
    const lacking = Object.entries(catalogues.pt ?? {}).filter(([, message]) =>
      pluralsOf(parse(message)).some((options) => 'one' in options && !('=0' in options)),
    );
    expect(lacking.map(([id]) => id)).toEqual([]);
  });

  it('has every message id the source uses', () => {
    const missing = idsUsedInSource().filter((id) => !(id in english));
    expect(missing).toEqual([]);
  });
});

describe('messages of the shell', () => {
  const ids = [
    ...ROUTES.map((route) => route.title),
    ...Object.values(TAB_BARS).flatMap((bar) => bar.map((tab) => tab.label)),
    ...MENU.map((item) => item.label),
  ];
  it.each(ids)('%s exists', (id) => {
    expect(english[id]).toBeTypeOf('string');
  });
});

describe('messages built from names at run time', () => {
  const dynamicIds = [
    ...[...API_ERROR_KINDS, ...WALLET_ERROR_KINDS].map((kind) => `error.${kind}`),
    ...FEATURE_FAILURES.map((failure) => `error.feature.${failure}`),
    ...(
      ['connecting', 'fetching-message', 'signing', 'logging-in', 'loading-user'] satisfies LoginStep[]
    ).map((step) => `auth.step.${step}`),
  ];
  it.each(dynamicIds)('%s exists', (id) => {
    expect(english[id]).toBeTypeOf('string');
  });
});

describe('messages of the domain', async () => {
  // Every enum object the domain exports carries its message ids; collect them from all domain modules.
  const modules = import.meta.glob<Record<string, unknown>>(['../../src/domain/**/*.ts', '!**/*.test.ts']);
  const enumIds = new Set<string>();
  for (const load of Object.values(modules)) {
    for (const value of Object.values(await load())) {
      const ids = (value as { messageIds?: unknown } | null)?.messageIds;
      if (Array.isArray(ids)) for (const id of ids) enumIds.add(String(id));
    }
  }
  const ids = [...enumIds, ...VALIDATION_KINDS.map((kind) => validationMessageId(kind))];

  it('finds the enums', () => {
    expect(enumIds.size).toBeGreaterThan(100);
  });
  it.each(ids)('%s exists', (id) => {
    expect(english[id]).toBeTypeOf('string');
  });
});
