import type { AccountKind } from './account-kind';
import type { FundRecordType } from './fund-record-type';
import type { MoneyRecord } from './funds';

/** The words of the export in the person's language: the column titles and the names of types and accounts. */
export interface MoneyLogCsvWords {
  readonly columns: readonly [date: string, type: string, account: string, coin: string, amount: string];
  typeName(type: FundRecordType | 'unknown'): string;
  accountName(account: AccountKind | 'unknown'): string;
}

/** A plain decimal number (what the app writes for amounts): safe in a spreadsheet as it is. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** What a spreadsheet reads as the start of a formula (and the tab and return that hide one). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote, a line break or edge spaces, quotes
 * doubled. Text that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, return first) is
 * written with a leading apostrophe, so that a record's text can never run in the person's spreadsheet;
 * a plain decimal number (a negative amount) is left as it is.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The records as a CSV file, in the order given (the money log's, newest first): the time in ISO 8601
 * (UTC), the type and the account in the person's language, the coin, and the signed amount as an exact
 * decimal (every digit the record has, never rounded or in exponent form). Lines end in CRLF; the file
 * starts with a byte-order mark so that spreadsheets read Chinese, Thai and the rest as UTF-8.
 */
export function moneyLogCsv(records: readonly MoneyRecord[], words: MoneyLogCsvWords): string {
  const lines = [words.columns.map(csvCell).join(',')];
  for (const record of records) {
    const time = Number.isNaN(record.createdAt.getTime()) ? '' : record.createdAt.toISOString();
    lines.push(
      [
        time,
        words.typeName(record.type),
        words.accountName(record.account),
        record.coin,
        record.amount.toFixed(),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const isoDay = (date: Date) => (Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10));

/** The file's name: the category (or `all`) and the range of days the records span, oldest first. */
export function moneyLogCsvName(records: readonly MoneyRecord[], category: string | null): string {
  const days = records.map((r) => isoDay(r.createdAt)).filter((day) => day !== '');
  const range = days.length === 0 ? '' : `-${days[days.length - 1]}_${days[0]}`;
  return `nadi-money-log-${category ?? 'all'}${range}.csv`;
}
