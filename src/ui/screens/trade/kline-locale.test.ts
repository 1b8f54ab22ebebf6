import type { Locales } from 'klinecharts';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../../tests/support/catalogue';
import { BCP47_TAGS, LOCALES, type Locale } from '../../../domain/language/language';
import { chartLocaleOf, chartWords } from './kline-locale';

const wordsIn = (lang: Locale): Locales =>
  chartWords(createIntl({ locale: BCP47_TAGS[lang], messages: readCatalogue(lang) }));

/** klinecharts draws a legend entry as its title, then its value right after it (drawStandardTooltipLegends). */
const entry = (words: Locales, name: 'open' | 'volume', value: string) => `${words[name]}${value}`;

/** Each language's separator between a legend word and its figure. */
const SEPARATORS: Readonly<Record<Locale, string>> = {
  en: ': ',
  zh: '：',
  zhTw: '：',
  ja: '：',
  ko: ': ',
  th: ': ',
  pt: ': ',
  ms: ': ',
  id: ': ',
  vn: ': ',
};

const LABELS = ['time', 'open', 'high', 'low', 'close', 'volume', 'change', 'turnover'] as const;
const UNITS = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const;

describe('the k-line legend words', () => {
  it('read as a label, its separator and the figure', () => {
    expect(entry(wordsIn('zhTw'), 'open', '0.08250')).toBe('開：0.08250');
    expect(entry(wordsIn('en'), 'open', '0.08250')).toBe('Open: 0.08250');
    expect(entry(wordsIn('ja'), 'volume', '1.2M')).toBe('出来高：1.2M');
    expect(entry(wordsIn('pt'), 'open', '0.08250')).toBe('Abertura: 0.08250');
  });

  it.each(LOCALES)('%s: every label word ends with its separator, once, after the word itself', (lang) => {
    const words = wordsIn(lang);
    const catalogue = readCatalogue(lang);
    for (const name of LABELS) {
      expect(words[name]).toBe(`${catalogue[`trade.chart.legend.${name}`]}${SEPARATORS[lang]}`);
    }
  });

  it.each(LOCALES)(
    '%s: the period units stay bare (the title reads "15Minute", not "15Minute: ")',
    (lang) => {
      const words = wordsIn(lang);
      const catalogue = readCatalogue(lang);
      for (const name of UNITS) {
        expect(words[name]).toBe(catalogue[`trade.chart.legend.${name}`]);
        expect(words[name]).not.toMatch(/[:：]\s*$/);
      }
    },
  );

  it('registers each language under its own name', () => {
    const names = new Set(LOCALES.map((lang) => chartLocaleOf(wordsIn(lang))));
    expect(names.size).toBe(LOCALES.length);
  });
});
