import { describe, expect, it } from 'vitest';
import { InMemoryStorage } from '../../../tests/fakes/in-memory-storage';
import { testAppConfig } from '../../../tests/fakes/test-config';
import { LocaleStore } from './locale.store';

describe('LocaleStore', () => {
  it.each([
    [null, ['fr-FR'], {}, 'zhTw', 'TW'],
    [null, ['fr-FR'], { defaultLocale: 'en' }, 'en', 'EN'],
    [null, ['ja-JP', 'en'], {}, 'ja', 'JP'],
    [null, ['zh-CN'], {}, 'zh', 'CN'],
    ['vn', ['ja-JP'], {}, 'vn', 'VN'],
    ['klingon', ['ko-KR'], {}, 'ko', 'KO'],
  ] as const)('stored %s, browser %j, config %j -> %s (%s)', (stored, tags, overrides, locale, code) => {
    const storage = new InMemoryStorage();
    if (stored) storage.setLocal('lang', stored);
    const store = new LocaleStore(storage, testAppConfig(overrides));
    store.initialise(tags);
    expect(store.locale).toBe(locale);
    expect(store.apiCode()).toBe(code);
  });

  it('stores the choice under lang and follows it in the API code', () => {
    const storage = new InMemoryStorage();
    const store = new LocaleStore(storage, testAppConfig());
    store.setLocale('th');
    expect(storage.getLocal('lang')).toBe('th');
    expect(store.apiCode()).toBe('TH');
  });
});
