import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { MoneyRecord } from './funds';
import { csvCell, moneyLogCsv, moneyLogCsvName } from './money-log-csv';

const record = (fields: Partial<MoneyRecord>): MoneyRecord => ({
  id: 1,
  type: 'deviceIncome',
  coin: 'NADI',
  amount: new Decimal('1.25'),
  account: 'fund',
  ref: null,
  createdAt: new Date(Date.UTC(2026, 10, 21, 4, 5, 6)),
  ...fields,
});

const words = {
  columns: ['Date', 'Type', 'Account', 'Coin', 'Amount'] as const,
  typeName: (type: string) => (type === 'deviceIncome' ? '設備收益' : `type ${type}`),
  accountName: (account: string) => (account === 'fund' ? 'Fund, main' : account),
};

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' edge', '" edge"'],
    ['=1+2', "'=1+2"],
    ['+SUM(A1)', "'+SUM(A1)"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\t=1', "'\t=1"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ['-1.250000000000000001', '-1.250000000000000001'],
    ['12', '12'],
    ['', ''],
  ])('%j is written %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('moneyLogCsv', () => {
  it('writes ISO times, words in the person’s language, exact signed decimals, CRLF and a BOM', () => {
    const csv = moneyLogCsv(
      [
        record({ id: 2, amount: new Decimal('-0.000000000000000001'), type: 'exchange', coin: 'USDT' }),
        record({ amount: new Decimal('123456789.123456789123456789') }),
      ],
      words,
    );
    expect(csv).toBe(
      '\uFEFFDate,Type,Account,Coin,Amount\r\n' +
        '2026-11-21T04:05:06.000Z,type exchange,"Fund, main",USDT,-0.000000000000000001\r\n' +
        '2026-11-21T04:05:06.000Z,設備收益,"Fund, main",NADI,123456789.123456789123456789\r\n',
    );
  });

  it('guards text from the server that would run as a formula (a coin symbol, a name)', () => {
    const csv = moneyLogCsv([record({ coin: '=cmd|/c calc' })], words);
    expect(csv).toContain(",'=cmd|/c calc,1.25");
  });

  it('writes only the header for an empty log, and an empty time for an invalid date', () => {
    expect(moneyLogCsv([], words)).toBe('\uFEFFDate,Type,Account,Coin,Amount\r\n');
    expect(moneyLogCsv([record({ createdAt: new Date(Number.NaN) })], words)).toContain('\r\n,設備收益');
  });
});

describe('moneyLogCsvName', () => {
  it('names the category and the days the records span, oldest first', () => {
    const newest = record({ createdAt: new Date(Date.UTC(2026, 10, 21)) });
    const oldest = record({ createdAt: new Date(Date.UTC(2026, 9, 3)) });
    expect(moneyLogCsvName([newest, oldest], 'income')).toBe(
      'nadi-money-log-income-2026-10-03_2026-11-21.csv',
    );
    expect(moneyLogCsvName([], null)).toBe('nadi-money-log-all.csv');
  });
});
