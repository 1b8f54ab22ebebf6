import { expect, type Page, test } from '@playwright/test';
import { Wallet } from 'ethers';
import { BCP47_TAGS, LOCALES, type Locale } from '../../src/domain/language/language';
import { readCatalogue } from '../support/catalogue';
import { apiLogin } from './api-session';

/**
 * The k-line chart's legend (time, open, high, low, close, volume) stays above the candles in each of the ten
 * languages on a 360 px phone (issue 37, item 5): the chart keeps LEGEND_SPACE free above the highest candle
 * (src/ui/screens/trade/kline-chart.tsx), and a language whose legend wraps to more rows than that space holds
 * writes over the candles. Read from the chart's own drawing: every canvas call that draws text or a rectangle
 * is recorded with the canvas's transform, so the legend's rows (text on the candle pane's overlay canvas) and
 * the candles' bodies and wicks (rectangles in the candle colours on the pane's main canvas, klinecharts 10's
 * drawRect: roundRect, or rect and fillRect) are compared in page pixels. The language is switched by storage
 * and a reload, not a fresh login.
 */

test.use({ viewport: { width: 360, height: 780 } });

/** What one canvas drew in its latest frame, in its own pixels (klinecharts clears the whole canvas first). */
interface Frame {
  texts: { text: string; row: number; top: number; bottom: number }[];
  rects: { top: number; bottom: number; color: string }[];
}
interface Recorder {
  canvases: HTMLCanvasElement[];
  frames: WeakMap<HTMLCanvasElement, Frame>;
}

/** Records each canvas's latest frame; runs before the app's code at every load. */
function recordCanvasDrawing() {
  const recorder: Recorder = { canvases: [], frames: new WeakMap() };
  (window as unknown as { __kline: Recorder }).__kline = recorder;
  const frameOf = (context: CanvasRenderingContext2D): Frame => {
    let frame = recorder.frames.get(context.canvas);
    if (!frame) {
      frame = { texts: [], rects: [] };
      recorder.frames.set(context.canvas, frame);
      recorder.canvases.push(context.canvas);
    }
    return frame;
  };
  /** A point's height in the canvas's pixels, through the transform in force (klinecharts scales by DPR). */
  const pixelY = (context: CanvasRenderingContext2D, x: number, y: number) => {
    const m = context.getTransform();
    return m.b * x + m.d * y + m.f;
  };
  const proto = CanvasRenderingContext2D.prototype;
  const { clearRect, fillText, roundRect, rect, fillRect } = proto;
  proto.clearRect = function (x, y, width, height) {
    const m = this.getTransform();
    const whole =
      m.isIdentity && x <= 0 && y <= 0 && width >= this.canvas.width && height >= this.canvas.height;
    if (whole) {
      const frame = frameOf(this);
      frame.texts = [];
      frame.rects = [];
    }
    return clearRect.call(this, x, y, width, height);
  };
  proto.fillText = function (text, x, y, ...rest) {
    const metrics = this.measureText(String(text));
    const size = Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 0);
    // A row's box: from its baseline (klinecharts writes every text from its top) down to the font's size, or
    // further where the glyphs reach further (Thai marks below the line).
    const inkTop = y - metrics.actualBoundingBoxAscent;
    const inkBottom = y + metrics.actualBoundingBoxDescent;
    const rowBottom = this.textBaseline === 'top' ? Math.max(inkBottom, y + size) : inkBottom;
    frameOf(this).texts.push({
      text: String(text),
      row: pixelY(this, x, y),
      top: pixelY(this, x, Math.min(inkTop, y)),
      bottom: pixelY(this, x, rowBottom),
    });
    return fillText.call(this, text, x, y, ...rest);
  };
  const recordRect = (context: CanvasRenderingContext2D, x: number, y: number, height: number) => {
    const [a, b] = [pixelY(context, x, y), pixelY(context, x, y + height)];
    frameOf(context).rects.push({
      top: Math.min(a, b),
      bottom: Math.max(a, b),
      color: String(context.fillStyle),
    });
  };
  proto.roundRect = function (x, y, width, height, ...rest) {
    recordRect(this, x, y, height);
    return roundRect.call(this, x, y, width, height, ...rest);
  };
  proto.rect = function (x, y, width, height) {
    recordRect(this, x, y, height);
    return rect.call(this, x, y, width, height);
  };
  proto.fillRect = function (x, y, width, height) {
    recordRect(this, x, y, height);
    return fillRect.call(this, x, y, width, height);
  };
}

interface Measure {
  /** The legend's text rows drawn (distinct tops), and the lowest point of their text, in page pixels. */
  readonly legendRows: number;
  /** The top of the candle pane. */
  readonly paneTop: number;
  readonly legendBottom: number;
  /** How many candle rectangles (bodies and wicks) the pane's main canvas drew, and the highest point. */
  readonly candleParts: number;
  readonly candleTop: number;
  /** The top of the highest price's mark (the text the pane's main canvas writes above the highest wick). */
  readonly markTop: number;
}

/** The legend and the candles as last drawn, or null while either is not drawn yet. */
function measure(page: Page, titles: readonly string[]): Promise<Measure | null> {
  return page.evaluate((titles) => {
    const { canvases, frames } = (window as unknown as { __kline: Recorder }).__kline;
    const live = canvases.filter((canvas) => canvas.isConnected && canvas.height > 0);
    // The candle colours as the canvas writes them back (the chart reads them from the theme, kline-chart.tsx).
    const probe = document.createElement('canvas').getContext('2d');
    const css = getComputedStyle(document.documentElement);
    const colour = (name: string, fallback: string) => {
      if (!probe) return fallback;
      probe.fillStyle = css.getPropertyValue(name).trim() || fallback;
      return String(probe.fillStyle);
    };
    const candleColours = [
      colour('--up', '#2ebd85'),
      colour('--down', '#f6465d'),
      colour('--muted', '#a3adbd'),
    ];
    const legendCanvas = live.find((canvas) =>
      frames.get(canvas)?.texts.some((text) => titles.includes(text.text)),
    );
    if (!legendCanvas) return null;
    const box = legendCanvas.getBoundingClientRect();
    const pagePx = (canvas: HTMLCanvasElement, y: number) => {
      const own = canvas.getBoundingClientRect();
      return own.top + (y * own.height) / canvas.height;
    };
    // The pane's main canvas: the same box as the legend's overlay canvas, with candles drawn on it.
    const candleCanvas = live.find((canvas) => {
      if (canvas === legendCanvas) return false;
      const own = canvas.getBoundingClientRect();
      if (Math.abs(own.top - box.top) > 1 || Math.abs(own.height - box.height) > 1) return false;
      return frames.get(canvas)?.rects.some((r) => candleColours.includes(r.color));
    });
    if (!candleCanvas) return null;
    const legend = (frames.get(legendCanvas)?.texts ?? []).filter((text) => titles.includes(text.text));
    const candles = (frames.get(candleCanvas)?.rects ?? []).filter((r) => candleColours.includes(r.color));
    const marks = frames.get(candleCanvas)?.texts ?? [];
    if (legend.length === 0 || candles.length === 0) return null;
    return {
      legendRows: new Set(legend.map((text) => Math.round(text.row))).size,
      paneTop: box.top,
      legendBottom: Math.max(...legend.map((text) => pagePx(legendCanvas, text.bottom))),
      candleParts: candles.length,
      candleTop: Math.min(...candles.map((r) => pagePx(candleCanvas, r.top))),
      markTop: Math.min(Infinity, ...marks.map((text) => pagePx(candleCanvas, text.top))),
    };
  }, titles);
}

/** The legend's titles as the chart draws them in a language: each word with the language's separator. */
function legendTitles(lang: Locale): string[] {
  const messages = readCatalogue(lang);
  const title = messages['trade.chart.legend.title'] ?? '{word}';
  return ['time', 'open', 'high', 'low', 'close', 'volume'].map((word) =>
    title.replace('{word}', messages[`trade.chart.legend.${word}`] ?? word),
  );
}

test('the k-line legend stays above the candles in every language at 360 px', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'pixel7', 'one phone at 360 px is enough');
  test.setTimeout(120_000);
  const wallet = Wallet.createRandom();
  const token = await apiLogin(page.request, wallet);
  await page.addInitScript(recordCanvasDrawing);
  await page.addInitScript(
    ([token, address]) => {
      if (window.sessionStorage.getItem('token')) return;
      window.localStorage.setItem('walletAddress', address);
      window.sessionStorage.setItem('token', JSON.stringify({ token, expiresAt: Date.now() + 3_600_000 }));
    },
    [token, wallet.address] as const,
  );
  await page.goto('/#/trade');
  const seen: string[] = [];
  for (const lang of LOCALES) {
    await page.evaluate((lang) => window.localStorage.setItem('lang', lang), lang);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', BCP47_TAGS[lang]);
    const titles = legendTitles(lang);
    // Until the legend (in this language) and the candles have both been drawn, whatever the machine's pace.
    await expect
      .poll(() => measure(page, titles), { message: `${lang}: legend and candles drawn`, timeout: 20_000 })
      .not.toBeNull();
    const drawn = (await measure(page, titles)) as Measure;
    seen.push(
      `${lang}: ${drawn.legendRows} rows, legend bottom ${drawn.legendBottom.toFixed(1)}, highest price mark ${drawn.markTop.toFixed(1)}, candles top ${drawn.candleTop.toFixed(1)} (${drawn.candleParts} parts, ${(drawn.candleTop - drawn.paneTop).toFixed(1)} px below the pane's top)`,
    );
    expect.soft(drawn.legendRows, `${lang}: the legend is drawn in rows`).toBeGreaterThan(0);
    expect
      .soft(drawn.legendBottom, `${lang}: the legend's last row ends above the highest candle`)
      .toBeLessThan(drawn.candleTop);
    expect
      .soft(drawn.legendBottom, `${lang}: the legend's last row ends above the highest price's mark`)
      .toBeLessThanOrEqual(drawn.markTop);
  }
  testInfo.annotations.push({ type: 'kline legend', description: seen.join('\n') });
  console.log(seen.join('\n'));
});
