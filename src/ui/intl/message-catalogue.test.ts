import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../tests/fakes/in-memory-storage';
import { testAppConfig } from '../../../tests/fakes/test-config';
import { LocaleStore } from '../../application/shared/locale.store';
import type { Locale } from '../../domain/language/language';
import { MessageCatalogue } from './message-catalogue';
import { LATER_FILES } from './message-files';
import type { CataloguePart, Messages } from './messages';

/** A catalogue over fake parts: `${locale}:${part}` → messages naming it; `fail` makes a part fail once. */
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
  it('shows the first part alone, then a feature’s files and the shared ones once a part of the UI asks', async () => {
    const t = setup();
    await t.catalogue.load('ja');
    expect(t.catalogue.messages).toEqual({ 'first.only': 'ja:first', 'ja.first': 'ja:first' });
    await t.catalogue.loadFor(['notice']);
    expect(t.catalogue.messages).toMatchObject({ 'notice.only': 'ja:notice', 'enums.only': 'ja:enums' });
    expect(t.fetched).toEqual(['ja:first', 'ja:enums', 'ja:notice', 'ja:shared']);
    await t.catalogue.loadFor(['notice']);
    expect(t.fetched).toHaveLength(4);
    await t.catalogue.loadFor(['mall', 'payment']);
    expect(t.fetched.slice(4)).toEqual(['ja:mall', 'ja:payment']);
    expect(t.catalogue.messages).toMatchObject({ 'notice.only': 'ja:notice', 'payment.only': 'ja:payment' });
  });

  it('keeps the messages on screen, the same object, when asked again for what it shows', async () => {
    const t = setup();
    await t.catalogue.loadFor(['notice']);
    const shown = t.catalogue.messages;
    await t.catalogue.load('ja');
    await t.catalogue.loadFor(['notice']);
    expect(t.catalogue.messages).toBe(shown);
    await t.catalogue.loadFor(['mall']);
    expect(t.catalogue.messages).not.toBe(shown);
    expect(t.catalogue.messages).toMatchObject({ 'notice.only': 'ja:notice', 'mall.only': 'ja:mall' });
  });

  it('loads a later language with every file asked for so far, keeping the previous messages until all is here', async () => {
    const t = setup();
    await t.catalogue.loadFor(['trade']);
    t.gates.set('ko:trade', () => undefined);
    t.locales.setLocale('ko');
    const switching = t.catalogue.load('ko');
    await Promise.resolve();
    expect(t.catalogue.messages).toMatchObject({ 'ja.trade': 'ja:trade' });
    t.gates.get('ko:trade')?.();
    await switching;
    expect(t.catalogue.messages).toMatchObject({
      'ko.first': 'ko:first',
      'ko.trade': 'ko:trade',
      'ko.shared': 'ko:shared',
    });
    expect(t.catalogue.messages).not.toHaveProperty('ja.trade');
    expect(t.fetched.filter((f) => f.startsWith('ko:'))).toEqual([
      'ko:first',
      'ko:enums',
      'ko:shared',
      'ko:trade',
    ]);
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

  it('answers a missing message with every file first, then English underneath, once', async () => {
    const t = setup();
    await t.catalogue.load('ja');
    await t.catalogue.onMissing();
    expect(t.fetched).toEqual(['ja:first', ...LATER_FILES.map((file) => `ja:${file}`)]);
    await t.catalogue.onMissing();
    await t.catalogue.onMissing();
    expect(t.fetched.filter((f) => f.startsWith('en:'))).toEqual([
      'en:first',
      ...LATER_FILES.map((f) => `en:${f}`),
    ]);
    expect(t.catalogue.messages).toMatchObject({
      'en.funds': 'en:funds',
      'ja.funds': 'ja:funds',
      'funds.only': 'ja:funds',
    });
  });

  it('tries a failed file again the next time it is needed', async () => {
    const t = setup();
    await t.catalogue.load('ja');
    t.fail.add('ja:gold');
    await expect(t.catalogue.loadFor(['gold'])).rejects.toThrow('offline: ja:gold');
    expect(t.catalogue.messages).toEqual({ 'first.only': 'ja:first', 'ja.first': 'ja:first' });
    await t.catalogue.loadFor(['gold']);
    expect(t.catalogue.messages).toMatchObject({ 'ja.gold': 'ja:gold' });
  });
});
