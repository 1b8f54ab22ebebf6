import Decimal from 'decimal.js';
import { getAddress, keccak256, toUtf8Bytes } from 'ethers';
import { NADI_PRICE } from '../home/home.handlers';
import { money, moneyText } from './funds-ledger';
import { EXCHANGE_FEE_RATE, VIC_PRICE, WITHDRAW_RULES } from './funds-settings';

/** Amounts on the wire carry at most 6 decimals (spec section 9). */
export const AMOUNT_DECIMALS = 6;

/** USDT per coin: the home screen's NADI price, USDT 1, VIC not traded (0). */
export const PRICES: Readonly<Record<string, string>> = { NADI: NADI_PRICE, USDT: '1', VIC: VIC_PRICE };
export const priceOf = (coin: string): Decimal => money(PRICES[coin] ?? '0');

/** Withdrawal fee: 1 % of the amount, at least 0.1 NADI, rounded up at 6 decimals. */
export const withdrawFee = (amount: Decimal): Decimal =>
  Decimal.max(
    money(amount).times(WITHDRAW_RULES.feeRate).toDecimalPlaces(AMOUNT_DECIMALS, Decimal.ROUND_UP),
    money(WITHDRAW_RULES.minFee),
  );

/** The pairs the exchange converts. */
export const isExchangePair = (from: string, to: string): boolean =>
  (from === 'NADI' && to === 'USDT') || (from === 'USDT' && to === 'NADI');

/** Price digits of USDT → NADI, whose exact price (1 / 0.0825) never ends. */
const PRICE_DECIMALS = 8;

export interface QuoteFigures {
  /** `to` per `from`. */
  readonly price: string;
  readonly fee: string;
  readonly receive: string;
}

/**
 * A quote, exact in decimals: the price (NADI → USDT the home price; USDT → NADI its inverse rounded down
 * at 8 decimals), gross = amount × price exactly, fee = 0.2 % of gross rounded up at 6 decimals, receive =
 * gross − fee rounded down at 6 decimals. So receive can be worked out again from what the quote shows.
 */
export const quoteFigures = (from: string, to: string, amount: Decimal): QuoteFigures => {
  const price = priceOf(from).div(priceOf(to)).toDecimalPlaces(PRICE_DECIMALS, Decimal.ROUND_DOWN);
  const gross = money(amount).times(price);
  const fee = gross.times(EXCHANGE_FEE_RATE).toDecimalPlaces(AMOUNT_DECIMALS, Decimal.ROUND_UP);
  const receive = gross.minus(fee).toDecimalPlaces(AMOUNT_DECIMALS, Decimal.ROUND_DOWN);
  return { price: moneyText(price), fee: moneyText(fee), receive: moneyText(Decimal.max(receive, 0)) };
};

/**
 * The user's deposit address on a chain, the same on every start: derived from a hash of the user and the
 * chain. The mock never moves money out of it, so it needs no key; it only watches transfers to it.
 */
export const depositAddressOf = (userId: number, chain: string): string =>
  getAddress(`0x${keccak256(toUtf8Bytes(`nadi-mock-deposit:${chain}:${userId}`)).slice(-40)}`);

/** Chains a coin may be deposited on: NADI and USDT on BSC and the NADI chain; VIC nowhere. */
export const canDeposit = (coin: string, chain: string): boolean =>
  (coin === 'NADI' || coin === 'USDT') && (chain === 'BSC' || chain === 'NADI');
