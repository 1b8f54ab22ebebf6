import type { FormatDateParams, Locales } from 'klinecharts';
import type { IntlShape } from 'react-intl';

/**
 * The words that name a figure in the chart's legend, in the order klinecharts names them. klinecharts draws
 * such a word and its figure side by side with nothing between ("Open" then "0.08250"): its own locales carry
 * the separator inside the word ('Open: ', '开：'), and so do these, with each language's own separator.
 */
const LABEL_WORDS = ['time', 'open', 'high', 'low', 'close', 'volume', 'change', 'turnover'] as const;

/** The period units of the chart's title ("15" and "Minute"), bare: no separator follows them. */
const UNIT_WORDS = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const;

/**
 * The name under which a set of the chart's words is registered: klinecharts knows only zh-CN and en-US, so
 * each app language brings its own (zh-TW in Traditional Chinese, not zh-CN's). The name is made of the words
 * themselves: a language's catalogue that arrives after the switch registers under a new name, which the chart
 * then takes (setting the name it already has would draw nothing new).
 */
export const chartLocaleOf = (words: Locales): string => `nadi:${Object.values(words).join('|')}`;

/** The chart's words in the app's language, from the trade catalogue: label words with their separator. */
export function chartWords(intl: IntlShape): Locales {
  const word = (name: string) => intl.formatMessage({ id: `trade.chart.legend.${name}` });
  const words: Record<string, string> = {};
  // "Open: ", "開：": the separator is the language's, from trade.chart.legend.title.
  for (const name of LABEL_WORDS)
    words[name] = intl.formatMessage({ id: 'trade.chart.legend.title' }, { word: word(name) });
  for (const name of UNIT_WORDS) words[name] = word(name);
  return words as Locales;
}

/**
 * The chart's dates (axis, crosshair, tooltip) written by the app's language, in the chart's time zone:
 * klinecharts' templates (YYYY-MM-DD HH:mm, MM-DD, HH:mm, YYYY-MM, YYYY) say which parts a date shows.
 */
export function chartDateFormatter(locale: string): (params: FormatDateParams) => string {
  const cache = new Map<string, Intl.DateTimeFormat>();
  return ({ dateTimeFormat, timestamp, template }) => {
    const timeZone = dateTimeFormat.resolvedOptions().timeZone;
    const key = `${template}|${timeZone}`;
    let format = cache.get(key);
    if (!format) {
      const options: Intl.DateTimeFormatOptions = { timeZone };
      if (template.includes('YYYY')) options.year = 'numeric';
      if (template.includes('MM')) options.month = '2-digit';
      if (template.includes('DD')) options.day = '2-digit';
      if (template.includes('HH')) {
        options.hour = '2-digit';
        options.hourCycle = 'h23';
      }
      if (template.includes('mm')) options.minute = '2-digit';
      try {
        format = new Intl.DateTimeFormat(locale, options);
      } catch {
        format = new Intl.DateTimeFormat('en', options);
      }
      cache.set(key, format);
    }
    return format.format(new Date(timestamp));
  };
}
