import type { Chart, KLineData, Locales, Styles, utils } from 'klinecharts';

/** The parts of klinecharts' `utils` the legend's measure uses (handed in: the library loads with the chart). */
export type LegendUtils = Pick<
  typeof utils,
  'calcTextWidth' | 'formatPrecision' | 'formatBigNumber' | 'formatThousands'
>;

type CandleStyles = Styles['candle'];

/** The y axis's gap below the lowest candle, a share of the price range. */
export const GAP_BOTTOM = 0.1;

/** klinecharts' date templates of the legend's time, by period type (its PeriodTypeCrosshairTooltipFormat). */
const TIME_TEMPLATES: Readonly<Record<string, string>> = {
  second: 'HH:mm:ss',
  minute: 'YYYY-MM-DD HH:mm',
  hour: 'YYYY-MM-DD HH:mm',
  day: 'YYYY-MM-DD',
  week: 'YYYY-MM-DD',
  month: 'YYYY-MM',
  year: 'YYYY',
};

/**
 * How many rows klinecharts lays the legend's entries out in (drawStandardTooltipLegends): entries run left to
 * right from the tooltip's left offset, each with its margins, and one that would pass `maxWidth` starts a row.
 */
export function legendRows(
  widths: readonly number[],
  maxWidth: number,
  tooltip: Pick<CandleStyles['tooltip'], 'offsetLeft' | 'legend'>,
): number {
  const { marginLeft, marginRight } = tooltip.legend;
  let x = tooltip.offsetLeft;
  let rows = 0;
  for (const width of widths) {
    if (rows === 0) rows = 1;
    else if (x + marginLeft + width + marginRight > maxWidth) {
      rows++;
      x = tooltip.offsetLeft;
    }
    x += marginLeft + width + marginRight;
  }
  return rows;
}

/**
 * The pixels kept free above the highest candle: the legend's rows below the tooltip's top offset, then the
 * highest price's mark over its wick (klinecharts draws it 2 px up, a 5 px line, its text centred there), and
 * 2 px of air.
 */
export function legendSpace(rows: number, candle: Pick<CandleStyles, 'tooltip' | 'priceMark'>): number {
  const { offsetTop, legend } = candle.tooltip;
  const row = legend.marginTop + legend.size + legend.marginBottom;
  return offsetTop + rows * row + 2 + 5 + candle.priceMark.high.textSize / 2 + 2;
}

/**
 * The y axis's top gap (in pixels, as klinecharts takes a value of 1 or more) that keeps `space` pixels free
 * above the highest candle of a pane `height` pixels high. klinecharts widens the price range by gap / height
 * above the highest price and by `bottomRate` below the lowest, so a gap g keeps g / (1 + g / height +
 * bottomRate) pixels free, not g: solved here for g. The legend takes at most half the pane.
 */
export function topGap(space: number, height: number, bottomRate: number): number {
  if (height <= 0) return space;
  const kept = Math.min(space, height / 2);
  return Math.ceil((kept * (1 + bottomRate) * height) / (height - kept));
}

/** The legend's entries for a candle as klinecharts writes them: its word (with separator) and its value. */
export function legendTexts(
  bar: KLineData,
  words: Locales,
  template: CandleStyles['tooltip']['legend']['template'],
  options: {
    readonly timeTemplate: string;
    readonly formatDate: (timestamp: number, template: string) => string;
    readonly pricePrecision: number;
    readonly volumePrecision: number;
    readonly utils: LegendUtils;
  },
): string[] {
  const { formatPrecision, formatBigNumber, formatThousands } = options.utils;
  const price = (value: number) => formatThousands(formatPrecision(value, options.pricePrecision), ',');
  const values: Record<string, string> = {
    time: options.formatDate(bar.timestamp, options.timeTemplate),
    open: price(bar.open),
    high: price(bar.high),
    low: price(bar.low),
    close: price(bar.close),
    volume: formatThousands(formatBigNumber(formatPrecision(bar.volume ?? 0, options.volumePrecision)), ','),
    turnover: price(bar.turnover ?? 0),
    change: '-00.00%',
  };
  if (!Array.isArray(template)) return [];
  const text = (part: string | { text: string }) => (typeof part === 'string' ? part : part.text);
  return template.map(({ title, value }) => {
    const word = text(title);
    const label = (words as unknown as Record<string, string>)[word] ?? word;
    return label + text(value).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  });
}

/**
 * Keeps the legend off the candles: measures the legend in the chart's words and type, each entry as wide as
 * its widest value among the candles in view (the legend shows the latest one, or the one under a finger),
 * counts the rows it wraps into at the pane's width, and sets the price axis's top gap to hold them (a row
 * more in a language with longer words or on a narrower phone). Sets the gap only when it changes.
 */
export function fitLegend(
  chart: Chart,
  options: {
    readonly words: Locales;
    readonly formatDate: (timestamp: number, template: string) => string;
    readonly pricePrecision: number;
    readonly volumePrecision: number;
    readonly utils: LegendUtils;
  },
): void {
  const bars = chart.getDataList();
  const pane = chart.getSize('candle_pane', 'main');
  if (bars.length === 0 || !pane || pane.height <= 0) return;
  const { from, to } = chart.getVisibleRange();
  const inView = bars.slice(Math.max(0, from), Math.max(0, to));
  const candle = chart.getStyles().candle;
  const { legend } = candle.tooltip;
  const timeTemplate = TIME_TEMPLATES[chart.getPeriod()?.type ?? 'day'] ?? 'YYYY-MM-DD';
  const widths: number[] = [];
  for (const bar of inView.length > 0 ? inView : bars.slice(-1)) {
    legendTexts(bar, options.words, legend.template, { ...options, timeTemplate }).forEach((text, i) => {
      // Rounded by the measure: a pixel more per entry, so that a rounding never hides a wrap.
      const width = options.utils.calcTextWidth(text, legend.size, legend.weight, legend.family) + 1;
      widths[i] = Math.max(widths[i] ?? 0, width);
    });
  }
  const rows = legendRows(widths, pane.width - candle.tooltip.offsetRight, candle.tooltip);
  const top = topGap(legendSpace(rows, candle), pane.height, GAP_BOTTOM);
  const [axis] = chart.getYAxes({ paneId: 'candle_pane' });
  if (!axis || axis.gap.top === top) return;
  chart.overrideYAxis({ paneId: 'candle_pane', gap: { top, bottom: GAP_BOTTOM } });
}
