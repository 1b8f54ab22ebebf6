import { AppError } from '../../domain/shared/app-error';

/**
 * Why the server refused a trade call, when it said (the answer codes of TradeApi): the screens name these in
 * words of their own; any other failure is an ordinary AppError, shown with the shared error catalogue.
 */
export const TRADE_REFUSALS = [
  'insufficient-balance', // 4101
  'order-not-open', // 4102: cancel of an order that is no longer open
  'below-min-value', // 4103
  'unknown-pair', // 4104: the pair is not (or no longer) traded
  'order-not-found', // 404
] as const;
export type TradeRefusal = (typeof TRADE_REFUSALS)[number];

const BY_CODE: Readonly<Record<number, TradeRefusal>> = {
  4101: 'insufficient-balance',
  4102: 'order-not-open',
  4103: 'below-min-value',
  4104: 'unknown-pair',
  404: 'order-not-found',
};

/** The refusal an error stands for, or null when it is not one (network trouble, a 400, …). */
export function tradeRefusalOf(error: unknown): TradeRefusal | null {
  if (!(error instanceof AppError) || error.kind !== 'server-exception') return null;
  const code = error.detail.code;
  return code === undefined ? null : (BY_CODE[code] ?? null);
}
