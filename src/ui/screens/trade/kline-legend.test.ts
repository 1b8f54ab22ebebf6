// @vitest-environment happy-dom
// (klinecharts reads window when it loads; these tests use only its number formatting.)
import { utils } from 'klinecharts';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../../tests/support/catalogue';
import { GAP_BOTTOM, legendRows, legendSpace, legendTexts, topGap } from './kline-legend';
import { chartWords } from './kline-locale';

/** The legend's layout as the chart sets it (kline-chart.tsx) on klinecharts' standard tooltip. */
const tooltip = {
  offsetLeft: 4,
  offsetTop: 6,
  offsetRight: 4,
  legend: { marginLeft: 8, marginRight: 8, marginTop: 2, marginBottom: 2, size: 11 },
};
const candle = { tooltip, priceMark: { high: { textSize: 10 } } } as unknown as Parameters<
  typeof legendSpace
>[1];
const rowsOf = (widths: number[], maxWidth: number) =>
  legendRows(widths, maxWidth, tooltip as unknown as Parameters<typeof legendRows>[2]);

/** The pixels klinecharts keeps free above the highest candle for a top gap (YAxisImp's range with its gap). */
const keptBy = (gap: number, height: number) => gap / (1 + gap / height + GAP_BOTTOM);

describe('the k-line legend rows', () => {
  it('wrap as klinecharts wraps them: an entry that would pass the width starts a row', () => {
    // 4 + 116 + 76 + 76 = 272; the fourth (76 more) would end at 348 past 340: a second row.
    expect(rowsOf([100, 60, 60, 60, 60, 70], 340)).toBe(2);
    expect(rowsOf([100, 60, 60, 60, 60, 70], 600)).toBe(1);
    expect(rowsOf([300, 300, 300], 340)).toBe(3);
    // A first entry wider than the pane stays on the first row.
    expect(rowsOf([400], 340)).toBe(1);
    expect(rowsOf([], 340)).toBe(0);
  });

  it('keep their height, the top offset and the highest price’s mark free', () => {
    // 6 px offset, rows of 2 + 11 + 2 px, then the mark: 2 + 5 + 10 / 2, and 2 px of air.
    expect(legendSpace(3, candle)).toBe(65);
    expect(legendSpace(4, candle)).toBe(80);
  });
});

describe('the price axis gap', () => {
  it('keeps the pixels asked for, where the bare pixel value keeps fewer', () => {
    // The fixed gap of 96 kept 64 px in the 236 px pane of a 360 px phone: four legend rows need 80.
    expect(keptBy(96, 236)).toBeCloseTo(63.7, 1);
    for (const height of [150, 236, 300, 480]) {
      for (const space of [50, 65, 80, 95]) {
        // At most half the pane (150 px high: 75).
        const wanted = Math.min(space, height / 2);
        const gap = topGap(space, height, GAP_BOTTOM);
        expect(keptBy(gap, height)).toBeGreaterThanOrEqual(wanted);
        expect(keptBy(gap, height)).toBeLessThan(wanted + 1);
      }
    }
  });

  it('leaves at least half of a small pane to the candles', () => {
    expect(keptBy(topGap(95, 120, GAP_BOTTOM), 120)).toBeLessThan(61);
  });
});

describe('the legend texts measured', () => {
  it('are the chart’s words with the values klinecharts writes', () => {
    const words = chartWords(createIntl({ locale: 'en', messages: readCatalogue('en') }));
    const texts = legendTexts(
      { timestamp: 0, open: 0.0825, high: 0.08312, low: 0.0819, close: 0.083, volume: 12345.6 },
      words,
      [
        { title: 'time', value: '{time}' },
        { title: 'open', value: '{open}' },
        { title: 'high', value: '{high}' },
        { title: 'volume', value: '{volume}' },
      ],
      {
        timeTemplate: 'YYYY-MM-DD HH:mm',
        formatDate: (_, template) => `<${template}>`,
        pricePrecision: 5,
        volumePrecision: 2,
        utils,
      },
    );
    expect(texts).toEqual(['Time: <YYYY-MM-DD HH:mm>', 'Open: 0.08250', 'High: 0.08312', 'Volume: 12.346K']);
  });
});
