import { describe, expect, it } from 'vitest';
import {
  API_LANGUAGE_CODES,
  BCP47_TAGS,
  isLocale,
  LOCALES,
  type Locale,
  localeFromBrowserTag,
  resolveLocale,
} from './language';

describe('locales', () => {
  it('maps every locale to an API code and a BCP 47 tag', () => {
    for (const locale of LOCALES) {
      expect(API_LANGUAGE_CODES[locale]).toMatch(/^[A-Z]{2}$/);
      expect(Intl.DateTimeFormat.supportedLocalesOf(BCP47_TAGS[locale])).toHaveLength(1);
    }
  });

  it.each<[unknown, boolean]>([
    ['en', true],
    ['zhTw', true],
    ['zh-TW', false],
    [null, false],
    [1, false],
  ])('isLocale(%j) = %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });

  it.each<[string, Locale | null]>([
    ['en-US', 'en'],
    ['zh-CN', 'zh'],
    ['zh', 'zh'],
    ['zh-TW', 'zhTw'],
    ['zh-Hant-HK', 'zhTw'],
    ['zh-MO', 'zhTw'],
    ['vi-VN', 'vn'],
    ['in', 'id'],
    ['id-ID', 'id'],
    ['pt-PT', 'pt'],
    ['fr-FR', null],
  ])('localeFromBrowserTag(%s) = %s', (tag, expected) => {
    expect(localeFromBrowserTag(tag)).toBe(expected);
  });

  it.each<[string | null, string[], Locale, Locale]>([
    ['ja', ['en-US'], 'zhTw', 'ja'],
    ['xx', ['fr-FR', 'ko-KR'], 'zhTw', 'ko'],
    [null, ['fr-FR'], 'zhTw', 'zhTw'],
    [null, [], 'en', 'en'],
  ])('resolveLocale(%j, %j, %s) = %s', (stored, tags, fallback, expected) => {
    expect(resolveLocale(stored, tags, fallback)).toBe(expected);
  });
});
