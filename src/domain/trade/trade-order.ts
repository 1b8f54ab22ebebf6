import { type Unknown, wireEnum } from '../shared/wire-enum';

/** Spot order status with the wire codes the socket's update_order uses (spec section 7). */
export const TRADE_STATUS_CODES = {
  pending: 'new',
  partiallyFilled: 'partial_filled',
  filled: 'filled',
  cancelled: 'canceled',
} as const;
export type TradeStatus = keyof typeof TRADE_STATUS_CODES;
export const tradeStatuses = wireEnum('tradeStatus', TRADE_STATUS_CODES);
export const parseTradeStatus = tradeStatuses.parse;

/** Order type; codes are ours (proposed), the usual exchange words. */
export const TRADE_TYPE_CODES = { limit: 'limit', market: 'market' } as const;
export type TradeType = keyof typeof TRADE_TYPE_CODES;
export const tradeTypes = wireEnum('tradeType', TRADE_TYPE_CODES);
export const parseTradeType = tradeTypes.parse;

export const TRADE_SIDE_CODES = { buy: 'buy', sell: 'sell' } as const;
export type TradeSide = keyof typeof TRADE_SIDE_CODES;
export const tradeSides = wireEnum('tradeSide', TRADE_SIDE_CODES);
export const parseTradeSide = tradeSides.parse;

/**
 * Which list an update_order event for this status refreshes: open orders (new, partial_filled) live in the
 * current list, finished ones (filled, canceled) in history; null for a status we do not know, so the caller
 * reloads both rather than guess.
 */
export function tradeListOf(status: TradeStatus | Unknown): 'current' | 'history' | null {
  if (status === 'pending' || status === 'partiallyFilled') return 'current';
  if (status === 'filled' || status === 'cancelled') return 'history';
  return null;
}
