import Decimal from 'decimal.js';

/**
 * The mock market counts in integers: prices in ticks of 0.00001 USDT, quantities in lots of 0.01 NADI, and
 * order values (ticks × lots) in units of 0.0000001 USDT. Integers keep the simulation fast and exact; the
 * wire gets fixed-decimal strings, balances are decimal.js.
 */
export const PRICE_DECIMALS = 5;
export const QTY_DECIMALS = 2;
export const QUOTE_DECIMALS = PRICE_DECIMALS + QTY_DECIMALS;

export const TICK_SIZE = '0.00001';
export const LOT_SIZE = '0.01';

/** An integer count of 10^-decimals as a decimal string with exactly `decimals` decimals. */
export const unitsText = (units: number, decimals: number): string => {
  const digits = String(Math.abs(units)).padStart(decimals + 1, '0');
  const sign = units < 0 ? '-' : '';
  return decimals === 0
    ? `${sign}${digits}`
    : `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
};

/** `0.08250` */
export const priceText = (ticks: number): string => unitsText(ticks, PRICE_DECIMALS);
/** `12.50`; a removed level is "0". */
export const lotsText = (lots: number): string => (lots === 0 ? '0' : unitsText(lots, QTY_DECIMALS));
/** `1.0312500` */
export const quoteText = (units: number): string => unitsText(units, QUOTE_DECIMALS);

/**
 * Parses a non-negative decimal string into integer units of 10^-decimals; null when it has more decimals
 * than that (off the tick or lot grid) or is not a plain decimal.
 */
export const textUnits = (text: string, decimals: number): number | null => {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  const units = Number(`${match[1]}${fraction.padEnd(decimals, '0')}`);
  return Number.isSafeInteger(units) ? units : null;
};

/**
 * The mock's Decimal: 64 significant digits, so balances, fills and fees never round (the library's
 * default of 20 could, for large balances with 10-decimal fees), and never exponent notation.
 */
export const Exact = Decimal.clone({ precision: 64, toExpNeg: -64, toExpPos: 64 });
export type Exact = Decimal;

/** Integer units as an exact Decimal. */
export const unitsDecimal = (units: number, decimals: number): Decimal =>
  new Exact(units).div(10 ** decimals);

/** A Decimal amount as wire text (plain notation). */
export const decimalText = (value: Decimal): string => value.toFixed();
