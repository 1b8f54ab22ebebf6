import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../tests/fakes/in-memory-storage';
import { testAppConfig } from '../../../tests/fakes/test-config';
import { LocaleStore } from '../../application/shared/locale.store';
import type { Locale } from '../../domain/language/language';
import { MessageCatalogue } from './message-catalogue';
import type { CataloguePart, Messages } from './messages';

/** A catalogue over fake parts: `${locale}:${part}` → one message naming it; `fail` makes a part fail once. */
function setup(locale: Locale = 'ja') {
  const locales = new LocaleStore(new InMemoryStorage(), testAppConfig({ defaultLocale: locale }));
  const fetched: string[] = [];
  const fail = new Set<string>();
  const gates = new Map<string, () => void>();
  const loader = async (l: Locale, part: CataloguePart): Promise<Messages> => {
    const key = `${l}:${part}`;
    fetched.push(key);
    if (fail.delete(key)) throw new Error(`offline: ${key}`);
    const gate = gates.get(key);
    if (gate) await new Promise<void>((resolve) => gates.set(key, resolve));
    return { [`${part}.only`]: key, [`${l}.${part}`]: key };
  };
  return { locales, catalogue: new MessageCatalogue(locales, loader), fetched, fail, gates };
}

describe('MessageCatalogue', () => {
  it('shows the first part alone, and the rest once a screen beyond the first asks for it', async () => {
    const t = setup();
    await t.catalogue.load('ja');
    expect(t.catalogue.messages).toEqual({ 'first.only': 'ja:first', 'ja.first': 'ja:first' });
    await t.catalogue.loadAll();
    expect(t.catalogue.messages).toMatchObject({ 'rest.only': 'ja:rest', 'first.only': 'ja:first' });
    expect(t.fetched).toEqual(['ja:first', 'ja:rest']);
  });

  it('loads every later language whole, and keeps the previous messages until all of it is here', async () => {
    const t = setup();
    await t.catalogue.loadAll();
    t.gates.set('ko:rest', () => undefined);
    t.locales.setLocale('ko');
    const switching = t.catalogue.load('ko');
    await Promise.resolve();
    expect(t.catalogue.messages).toMatchObject({ 'ja.rest': 'ja:rest' });
    t.gates.get('ko:rest')?.();
    await switching;
    expect(t.catalogue.messages).toEqual({
      'first.only': 'ko:first',
      'ko.first': 'ko:first',
      'rest.only': 'ko:rest',
      'ko.rest': 'ko:rest',
    });
  });

  it('does not show a language that is no longer chosen when its parts arrive late', async () => {
    const t = setup();
    await t.catalogue.load('ja');
    t.gates.set('ko:first', () => undefined);
    t.locales.setLocale('ko');
    const slow = t.catalogue.load('ko');
    t.locales.setLocale('th');
    await t.catalogue.load('th');
    t.gates.get('ko:first')?.();
    await slow;
    expect(t.catalogue.messages).toMatchObject({ 'th.first': 'th:first' });
  });

  it('answers a missing message with the rest first, then English underneath, once', async () => {
    const t = setup();
    await t.catalogue.load('ja');
    await t.catalogue.onMissing();
    expect(t.fetched).toEqual(['ja:first', 'ja:rest']);
    await t.catalogue.onMissing();
    await t.catalogue.onMissing();
    expect(t.fetched).toEqual(['ja:first', 'ja:rest', 'en:first', 'en:rest']);
    expect(t.catalogue.messages).toMatchObject({
      'en.rest': 'en:rest',
      'ja.rest': 'ja:rest',
      'rest.only': 'ja:rest',
    });
  });

  it('tries a failed part again the next time it is needed', async () => {
    const t = setup();
    await t.catalogue.load('ja');
    t.fail.add('ja:rest');
    await expect(t.catalogue.loadAll()).rejects.toThrow('offline: ja:rest');
    expect(t.catalogue.messages).toEqual({ 'first.only': 'ja:first', 'ja.first': 'ja:first' });
    await t.catalogue.loadAll();
    expect(t.catalogue.messages).toMatchObject({ 'ja.rest': 'ja:rest' });
  });
});
