// @vitest-environment jsdom
// jsdom, not happy-dom: happy-dom's Blob.text() keeps the CSV's byte-order mark, which a browser's drops.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import Decimal from 'decimal.js';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FundsApi } from '../../src/application/funds/funds-api.port';
import { Clock } from '../../src/application/shared/clock.port';
import type { FundRecordType } from '../../src/domain/funds/fund-record-type';
import type { MoneyRecord } from '../../src/domain/funds/funds';
import { PageContext } from '../../src/ui/app/page-context';
import IncomeScreen from '../../src/ui/screens/funds/income.screen';
import MoneyLogScreen from '../../src/ui/screens/funds/money-log.screen';
import { FakeFundsApi } from '../fakes/fake-funds-api';
import { english, readCatalogue } from '../support/catalogue';
import { renderInAppFrame } from './app-frame';
import { fake, testContainer } from './test-container';

const traditional = readCatalogue('zhTw');

/** "Now" for these screens: 21 November 2026, 18:00 local time. */
const NOW = new Date(2026, 10, 21, 18).getTime();
const LANGUAGES = [
  { name: 'English', locale: 'en', messages: english },
  { name: 'Traditional Chinese', locale: 'zh-TW', messages: traditional },
] as const;

const record = (
  id: number,
  type: FundRecordType,
  amount: string,
  coin: string,
  createdAt: Date,
): MoneyRecord => ({ id, type, coin, amount: new Decimal(amount), account: 'fund', ref: null, createdAt });

async function renderIn(
  language: (typeof LANGUAGES)[number],
  element: JSX.Element,
  pathname: string,
  api: FakeFundsApi,
) {
  const container = await testContainer({
    features: ['funds'],
    fakes: [fake(FundsApi, api), fake(Clock, { now: () => NOW })],
  });
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <PageContext.Provider value={{ active: true, pathname, search: '' }}>{element}</PageContext.Provider>
      ),
    },
  ]);
  renderInAppFrame(container, router, language);
}

/** Catches the file the screen offers: the Blob behind the link, and the link's download name. */
function catchDownload() {
  const files: { name: string; blob: Blob }[] = [];
  let blob: Blob | null = null;
  const create = vi.fn((value: Blob) => {
    blob = value;
    return 'blob:test';
  });
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (blob) files.push({ name: this.download, blob });
  });
  return { files, restore: () => click.mockRestore() };
}

afterEach(cleanup);

describe.each(LANGUAGES)('money log export, in $name', (language) => {
  it('downloads the records of the chosen category as CSV: ISO dates, types in the language, exact amounts', async () => {
    const api = new FakeFundsApi();
    api.records = [
      record(3, 'deviceIncome', '0.000000000000000001', 'NADI', new Date(Date.UTC(2026, 10, 21, 3, 4, 5))),
      record(2, 'exchange', '-1234567.891234567891', 'USDT', new Date(Date.UTC(2026, 10, 20, 1))),
      record(1, 'deviceIncome', '2.5', 'NADI', new Date(Date.UTC(2026, 10, 19, 1))),
    ];
    await renderIn(language, <MoneyLogScreen />, '/wallet/moneyLog', api);
    await screen.findAllByTestId('money-record');
    const download = catchDownload();
    fireEvent.click(screen.getByTestId('money-log-export'));
    // The export fetches every page of the category first (issue 37, item 4), then saves.
    await vi.waitFor(() => expect(download.files).toHaveLength(1));
    const [all] = download.files;
    expect(all?.name).toBe('nadi-money-log-all-2026-11-19_2026-11-21.csv');
    expect(all?.blob.type).toBe('text/csv;charset=utf-8');
    // A byte-order mark first (Blob.text() decodes it away), so that spreadsheets read the file as UTF-8.
    const bytes = new Uint8Array((await all?.blob.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await all?.blob.text();
    const m = language.messages as Record<string, string>;
    expect(text?.split('\r\n')).toEqual([
      `${m['funds.moneyLog.csv.date']},${m['funds.moneyLog.csv.type']},${m['funds.moneyLog.csv.account']},${m['funds.income.coin']},${m['funds.moneyLog.csv.amount']}`,
      `2026-11-21T03:04:05.000Z,${m['enum.fundRecord.deviceIncome']},${m['enum.accountKind.fund']},NADI,0.000000000000000001`,
      `2026-11-20T01:00:00.000Z,${m['enum.fundRecord.exchange']},${m['enum.accountKind.fund']},USDT,-1234567.891234567891`,
      `2026-11-19T01:00:00.000Z,${m['enum.fundRecord.deviceIncome']},${m['enum.accountKind.fund']},NADI,2.5`,
      '',
    ]);
    // The income category: its records only.
    fireEvent.click(screen.getByTestId('filter-income'));
    await vi.waitFor(() => expect(screen.getAllByTestId('money-record')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('money-log-export'));
    await vi.waitFor(() => expect(download.files).toHaveLength(2));
    expect(download.files[1]?.name).toBe('nadi-money-log-income-2026-11-19_2026-11-21.csv');
    expect((await download.files[1]?.blob.text())?.split('\r\n')).toHaveLength(4);
    download.restore();
  });
});

describe.each(LANGUAGES)('income chart, in $name', (language) => {
  it('draws 30 days, shows a tapped day’s figures, and has a table of every day behind it', async () => {
    const api = new FakeFundsApi();
    api.records = [
      record(4, 'deviceIncome', '1.5', 'NADI', new Date(2026, 10, 21, 9)),
      record(3, 'nodeMiningIncome', '0.25', 'NADI', new Date(2026, 10, 21, 8)),
      record(2, 'exchange', '99', 'NADI', new Date(2026, 10, 20, 8)),
      record(1, 'deviceIncome', '3', 'NADI', new Date(2026, 10, 19, 8)),
    ];
    await renderIn(language, <IncomeScreen />, '/wallet/income', api);
    const chart = await screen.findByTestId('income-chart');
    const m = language.messages as Record<string, string>;
    expect(within(chart).getByRole('heading').textContent).toBe(m['funds.income.chart.title']);
    const bars = chart.querySelectorAll('rect.income-bar');
    expect(bars).toHaveLength(30);
    // The largest day (19 Nov, 3 NADI) is the tallest; a day without income draws nothing.
    const heights = [...bars].map((bar) => Number(bar.getAttribute('height')));
    expect(heights[27]).toBeGreaterThan(heights[29] ?? 0);
    expect(heights[29]).toBeGreaterThan(0);
    expect(heights[28]).toBe(0);
    const figure = screen.getByTestId('income-day-figure');
    expect(figure.textContent).toBe(m['funds.income.chart.hint']);
    fireEvent.click(screen.getByTestId('income-day-2026-11-21'));
    expect(figure.textContent).toContain('1.75 NADI');
    expect(figure.textContent).toContain(language.locale === 'en' ? '11/21/2026' : '2026/11/21');
    expect(bars[29]?.getAttribute('class')).toBe('income-bar selected');
    fireEvent.click(screen.getByTestId('income-day-2026-11-20'));
    expect(figure.textContent).toContain(language.locale === 'en' ? 'no income' : '無收益');
    // The table behind the drawing: every day with its figure, for screen readers.
    const table = screen.getByTestId('income-chart-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[30]?.textContent).toContain('1.75');
    expect(rows[28]?.textContent).toContain('3');
    expect(chart.querySelector('.income-chart-plot')?.getAttribute('aria-hidden')).toBe('true');
  });
});
