import type Decimal from 'decimal.js';
import { validateAmount } from '../shared/amount-rules';
import type { Result } from '../shared/result';
import type { AmountError } from '../shared/validation';
import type { ExchangeCoin } from './funds';

/** The most decimals an exchanged amount may have (spec section 9: numbers up to 6 decimals). */
export const EXCHANGE_DECIMALS = 6;

/** The coin on the other side of an exchange: NADI ↔ USDT. */
export const otherExchangeCoin = (coin: ExchangeCoin): ExchangeCoin => (coin === 'NADI' ? 'USDT' : 'NADI');

/**
 * An amount to exchange, checked before anything is asked: not empty, a number, not below 0, above 0, at most
 * 6 decimals, and not more than the fund account holds of the coin given (when its balance is known; the
 * server checks it again).
 */
export const validateExchangeAmount = (
  text: string,
  available: Decimal | null,
): Result<Decimal, AmountError> =>
  validateAmount(text, { maxDecimals: EXCHANGE_DECIMALS, ...(available !== null && { available }) });
