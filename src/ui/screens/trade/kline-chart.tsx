import type { Chart, DeepPartial, KLineData, Locales, Period, Styles } from 'klinecharts';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Candle, KLINE_INTERVALS, type KlineInterval } from '../../../application/trade/market-messages';
import { ErrorLine } from '../../shared/components/states';
import type { ChartFeed } from './chart-feed';
import { fitLegend, GAP_BOTTOM, type LegendUtils } from './kline-legend';
import { chartDateFormatter, chartLocaleOf, chartWords } from './kline-locale';

const PERIODS: Readonly<Record<KlineInterval, Period>> = {
  '1m': { type: 'minute', span: 1 },
  '5m': { type: 'minute', span: 5 },
  '15m': { type: 'minute', span: 15 },
  '30m': { type: 'minute', span: 30 },
  '1h': { type: 'hour', span: 1 },
  '4h': { type: 'hour', span: 4 },
  '1d': { type: 'day', span: 1 },
};

const intervalOf = (period: Period): KlineInterval =>
  KLINE_INTERVALS.find((i) => PERIODS[i].type === period.type && PERIODS[i].span === period.span) ?? '15m';

/**
 * A candle as the chart takes it. The chart draws with floats: these numbers are pixels' worth of precision,
 * never money (prices and amounts elsewhere stay decimals).
 */
const toBar = (candle: Candle): KLineData => ({
  timestamp: candle.openTime,
  open: candle.open.toNumber(),
  high: candle.high.toNumber(),
  low: candle.low.toNumber(),
  close: candle.close.toNumber(),
  volume: candle.volume.toNumber(),
  turnover: candle.quoteVolume.toNumber(),
});

/** The chart's colours, read from the theme's variables (so red-up mode and the light theme apply). */
function themeStyles(): DeepPartial<Styles> {
  const css = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
  const up = read('--up', '#2ebd85');
  const down = read('--down', '#f6465d');
  const muted = read('--muted', '#a3adbd');
  const border = read('--border', '#2b3444');
  const family = getComputedStyle(document.body).fontFamily || 'system-ui, sans-serif';
  const text = { color: muted, family };
  return {
    grid: { horizontal: { color: border }, vertical: { color: border } },
    candle: {
      bar: {
        upColor: up,
        downColor: down,
        noChangeColor: muted,
        upBorderColor: up,
        downBorderColor: down,
        noChangeBorderColor: muted,
        upWickColor: up,
        downWickColor: down,
        noChangeWickColor: muted,
      },
      priceMark: { last: { upColor: up, downColor: down, noChangeColor: muted } },
      // The pair and interval are on screen above the chart: no title; the legend in small type above the
      // candles (the price axis keeps its rows free at the top: fitLegend).
      tooltip: {
        title: { ...text, show: false },
        legend: { ...text, size: 11, marginTop: 2, marginBottom: 2 },
      },
    },
    xAxis: { axisLine: { color: border }, tickLine: { color: border }, tickText: text },
    yAxis: { axisLine: { color: border }, tickLine: { color: border }, tickText: text },
  };
}

/**
 * The price axis's top gap until the legend is measured (fitLegend, kline-legend.ts): then it keeps the rows
 * the legend wraps into in the language and at the width in use (two to four at 360 px), and the highest
 * price's mark, free above the highest candle. A fixed gap did not: klinecharts scales it with the price range,
 * and 96 kept 64 px in the 360 px phone's pane, where Portuguese's four rows met the highest candle and covered
 * the mark, and English, Malay, Indonesian and Vietnamese too once the words carried their separators
 * (tests/e2e/kline-legend.spec.ts).
 */
const LEGEND_SPACE = 96;

/**
 * The k-line chart: interval buttons over a klinecharts canvas. klinecharts (~57 KB gzip) is imported here,
 * when the chart mounts, so it never weighs on the app's first load. History pages come from the feed (older
 * ones as the user scrolls back), the live last candle from the socket.
 */
export const KlineChart = observer(function KlineChart({
  feed,
  pricePrecision,
  volumePrecision,
}: {
  feed: ChartFeed;
  pricePrecision: number;
  volumePrecision: number;
}) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement | null>(null);
  const chartRef = useRef<Chart | null>(null);
  const utilsRef = useRef<LegendUtils | null>(null);
  const registerRef = useRef<((name: string, words: Locales) => void) | null>(null);
  // Measures the legend again and keeps its rows free (words, dates and precisions as rendered last).
  const fitRef = useRef<() => void>(() => {});
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);

  // Created once per mount; the library arrives with the first chart.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chart is built once; interval and data follow below
  useEffect(() => {
    let disposed = false;
    let stopLive: (() => void) | null = null;
    let stopTheme: (() => void) | null = null;
    const node = box.current;
    void import('klinecharts')
      .then(({ init, dispose, registerLocale, utils }) => {
        if (disposed || !node) return;
        registerRef.current = registerLocale;
        utilsRef.current = utils;
        const words = chartWords(intl);
        registerLocale(chartLocaleOf(words), words);
        // init() answers null when the element is not in the document yet; the effect runs after mounting.
        const chart = init(node, {
          styles: themeStyles(),
          locale: chartLocaleOf(chartWords(intl)),
          formatter: { formatDate: chartDateFormatter(intl.locale) },
          layout: { yAxis: { gap: { top: LEGEND_SPACE, bottom: GAP_BOTTOM } } },
        });
        if (!chart) {
          setFailed(true);
          return;
        }
        chartRef.current = chart;
        setReady(true);
        // klinecharts makes its box focusable with tabindex=1, ahead of every control of the page: it takes
        // its place in the page's order instead.
        node.firstElementChild?.setAttribute('tabindex', '0');
        chart.setSymbol({ ticker: feed.instId, pricePrecision, volumePrecision });
        chart.setPeriod(PERIODS[feed.interval]);
        chart.setDataLoader({
          getBars: async ({ type, timestamp, period, callback }) => {
            const interval = intervalOf(period);
            if (type === 'init' || (type === 'forward' && timestamp !== null)) {
              const candles = await feed.history(
                interval,
                type === 'init' ? undefined : (timestamp ?? undefined),
              );
              if (disposed) return;
              const more = candles.length > 0 && !feed.error;
              callback(candles.map(toBar), type === 'init' ? { forward: more, backward: false } : more);
              fitRef.current();
            } else {
              callback([], false);
            }
          },
          subscribeBar: ({ callback }) => {
            stopLive?.();
            stopLive = feed.onLive((candle) => {
              callback(toBar(candle));
              fitRef.current();
            });
          },
          unsubscribeBar: () => {
            stopLive?.();
            stopLive = null;
          },
        });
        // The up/down colours follow the red-up setting and the theme while the chart is open.
        const observer = new MutationObserver(() => chart.setStyles(themeStyles()));
        observer.observe(document.documentElement, {
          attributes: true,
          attributeFilter: ['data-updown', 'data-theme'],
        });
        const onResize = () => {
          chart.resize();
          fitRef.current();
        };
        window.addEventListener('resize', onResize);
        // Measured again when other candles come into view and when a font arrives (the legend's width).
        const fit = () => fitRef.current();
        chart.subscribeAction('onVisibleRangeChange', fit);
        document.fonts?.addEventListener('loadingdone', fit);
        stopTheme = () => {
          observer.disconnect();
          window.removeEventListener('resize', onResize);
          document.fonts?.removeEventListener('loadingdone', fit);
          dispose(node);
        };
      })
      .catch(() => {
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      stopLive?.();
      stopTheme?.();
      chartRef.current = null;
    };
  }, []);

  // The chart's words and dates follow the app's language while it is open, and its catalogue when that
  // arrives after the switch (the words, not only the locale, decide).
  const words = chartWords(intl);
  const wordsName = chartLocaleOf(words);
  fitRef.current = () => {
    const chart = chartRef.current;
    if (!chart || !utilsRef.current) return;
    const formatDate = chartDateFormatter(intl.locale);
    const dateTimeFormat = new Intl.DateTimeFormat();
    fitLegend(chart, {
      words,
      formatDate: (timestamp, template) =>
        formatDate({ dateTimeFormat, timestamp, template, type: 'tooltip' }),
      pricePrecision,
      volumePrecision,
      utils: utilsRef.current,
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: wordsName stands for words
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !registerRef.current) return;
    registerRef.current(wordsName, words);
    chart.setLocale(wordsName);
    chart.setFormatter({ formatDate: chartDateFormatter(intl.locale) });
    fitRef.current();
  }, [wordsName, intl.locale, ready]);

  useEffect(() => {
    chartRef.current?.setPeriod(PERIODS[feed.interval]);
  }, [feed.interval]);

  useEffect(() => {
    if (feed.revision > 0) chartRef.current?.resetData();
  }, [feed.revision]);

  return (
    <section className="kline card" aria-label={intl.formatMessage({ id: 'trade.chart.label' })}>
      <fieldset className="kline-intervals">
        <legend className="visually-hidden">{intl.formatMessage({ id: 'trade.chart.interval' })}</legend>
        {KLINE_INTERVALS.map((interval) => (
          <button
            key={interval}
            type="button"
            className="chip"
            aria-pressed={feed.interval === interval}
            onClick={() => feed.setInterval(interval)}
          >
            <FormattedMessage id={`trade.chart.interval.${interval}`} />
          </button>
        ))}
      </fieldset>
      <div ref={box} className="kline-canvas" data-testid="kline-chart" lang={intl.locale} />
      {failed && (
        <p className="muted kline-note">
          <FormattedMessage id="trade.chart.unavailable" />
        </p>
      )}
      {feed.error !== null && (
        <div className="row kline-note">
          <ErrorLine error={feed.error} />
          <button type="button" className="button secondary small" onClick={feed.retry}>
            <FormattedMessage id="error.action.retry" />
          </button>
        </div>
      )}
    </section>
  );
});
