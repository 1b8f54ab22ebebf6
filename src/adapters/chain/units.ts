import Decimal from 'decimal.js';
import { AppError } from '../../domain/shared/app-error';

type Ethers = Pick<typeof import('ethers'), 'parseUnits' | 'formatUnits'>;

/**
 * Whole units (1.5 USDT) to base units (1.5 × 10^decimals), exactly: the decimal's own digits go through
 * ethers' parseUnits, never a float. A negative, non-finite or too precise amount (more fraction digits
 * than the token has) is a bug of the caller: AppError('system-error').
 */
export function toBaseUnits(ethers: Ethers, amount: Decimal, decimals: number, operation: string): bigint {
  if (!amount.isFinite() || amount.isNegative() || amount.decimalPlaces() > decimals) {
    throw new AppError('system-error', { operation });
  }
  return ethers.parseUnits(amount.toFixed(), decimals);
}

/** Base units back to whole units, exactly. */
export const fromBaseUnits = (ethers: Ethers, value: bigint, decimals: number): Decimal =>
  new Decimal(ethers.formatUnits(value, decimals));
