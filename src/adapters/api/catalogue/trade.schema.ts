import * as z from 'zod/mini';
import { KLINE_INTERVALS, TRADE_ORDER_LISTS } from '../../../application/trade/market-messages';
import { decimalString, endpoint, epochMs, noParams, pageOf, pageParams, queryInt } from './endpoint';

/**
 * Spot trading calls. The spec shows no trade paths (section 7), so paths, payloads and answers are all
 * proposed, in the style of the listed calls. Units:
 *
 * - `price`: USDT per NADI. `quantity`, `filled`: NADI (the base coin). `amount`, `filled_amount`: USDT.
 * - A limit order sends `price` and `quantity`; a market buy sends `amount` (the USDT to spend); a market
 *   sell sends `quantity`. The spec's "quantity in USDT" of an order is its `amount` (for a market sell,
 *   known only as it fills: `filled_amount`).
 * - Times are integer milliseconds since the epoch, as in the socket messages and the k-line.
 * - The fee is taken from the coin received (NADI for a buy, USDT for a sell), named in `fee_coin`.
 */

/** A strictly positive decimal string. */
const positiveDecimal = decimalString.check(
  z.refine((text) => !text.startsWith('-') && /[1-9]/.test(text), 'must be above 0'),
);

/** A trading pair and its rules (the app validates orders with them before sending). */
export const tradePairWire = z.object({
  /** `NADI-USDT` */
  inst_id: z.string(),
  base: z.string(),
  quote: z.string(),
  /** Smallest price step, e.g. "0.00001". */
  tick_size: decimalString,
  /** Smallest quantity step in the base coin, e.g. "0.01". */
  lot_size: decimalString,
  /** Smallest order value in USDT. */
  min_notional: decimalString,
  /** Fee rates, e.g. "0.001" for 0.1 %. */
  maker_fee_rate: decimalString,
  taker_fee_rate: decimalString,
  last_price: decimalString,
  /** 24-hour change in percent, e.g. "-1.25". */
  change_percent: decimalString,
});

/** One candle, oldest first in a list; the last one is the live candle (`closed: 0`). */
export const candleWire = z.object({
  open_time: epochMs,
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  /** NADI */
  volume: decimalString,
  /** USDT */
  quote_volume: decimalString,
  closed: z.literal([0, 1]),
});

/** One coin of the trade account. */
export const tradeBalanceWire = z.object({
  coin: z.string(),
  available: decimalString,
  /** Held by open orders. */
  frozen: decimalString,
});

/**
 * A spot order. `side` (buy|sell), `type` (limit|market) and `status` (new|partial_filled|filled|canceled)
 * are read by the domain's wire enums, so a code the app does not know shows as unknown, not as a failure.
 */
export const tradeOrderWire = z.object({
  order_id: z.string(),
  inst_id: z.string(),
  side: z.string(),
  type: z.string(),
  status: z.string(),
  /** Null for a market order. */
  price: z.nullable(decimalString),
  /** NADI ordered; null for a market buy. */
  quantity: z.nullable(decimalString),
  /** USDT: price × quantity for a limit order, the USDT to spend for a market buy; null for a market sell. */
  amount: z.nullable(decimalString),
  filled: decimalString,
  filled_amount: decimalString,
  /** Null before the first fill. */
  avg_price: z.nullable(decimalString),
  fee: decimalString,
  fee_coin: z.string(),
  create_time: epochMs,
  update_time: epochMs,
});

export const placeOrderRequest = z
  .object({
    inst_id: z.string().check(z.minLength(1)),
    side: z.enum(['buy', 'sell']),
    type: z.enum(['limit', 'market']),
    price: z.optional(positiveDecimal),
    quantity: z.optional(positiveDecimal),
    amount: z.optional(positiveDecimal),
  })
  .check(
    z.refine((order) => {
      if (order.type === 'limit') return !!order.price && !!order.quantity && !order.amount;
      if (order.side === 'buy') return !!order.amount && !order.price && !order.quantity;
      return !!order.quantity && !order.price && !order.amount;
    }, 'a limit order needs price and quantity; a market buy needs amount; a market sell needs quantity'),
  );

export const tradePairs = endpoint({
  id: 'trade.pairs',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/trade/pairs',
  auth: true,
  origin: 'proposed',
  summary: 'The trading pairs with their price and quantity steps, minimum order value, fees and last price.',
  request: noParams,
  response: z.array(tradePairWire),
});

export const tradeKline = endpoint({
  id: 'trade.kline',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/trade/kline',
  auth: true,
  origin: 'proposed',
  summary:
    'Candles of a pair, oldest first, the live last candle included; `limit` 1–1000 (default 300); ' +
    '`end_time` (ms) pages back: only candles opening before it.',
  request: z.object({
    inst_id: z.string().check(z.minLength(1)),
    interval: z.enum(KLINE_INTERVALS),
    limit: z.optional(queryInt.check(z.minimum(1), z.maximum(1000))),
    end_time: z.optional(queryInt),
  }),
  response: z.array(candleWire),
});

export const tradeAccount = endpoint({
  id: 'trade.account',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/trade/account',
  auth: true,
  origin: 'proposed',
  summary: 'The trade account: available and frozen (held by open orders) per coin.',
  request: noParams,
  response: z.array(tradeBalanceWire),
});

export const tradePlaceOrder = endpoint({
  id: 'trade.placeOrder',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/trade/placeOrder',
  auth: true,
  origin: 'proposed',
  summary:
    'Places a spot order and answers it as it stands after matching. Limit: price and quantity (NADI); ' +
    'market buy: amount (USDT to spend); market sell: quantity (NADI). A market order fills at once and ' +
    'never rests. Codes: 4101 insufficient balance, 4103 below the minimum order value.',
  request: placeOrderRequest,
  response: tradeOrderWire,
});

export const tradeCancelOrder = endpoint({
  id: 'trade.cancelOrder',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/trade/cancelOrder',
  auth: true,
  origin: 'proposed',
  summary:
    'Cancels an open order (its unfilled part) and answers it. Codes: 404 order not found, 4102 order ' +
    'not open (already filled or canceled).',
  request: z.object({ order_id: z.string().check(z.minLength(1)) }),
  response: tradeOrderWire,
});

export const tradeOrderList = endpoint({
  id: 'trade.orderList',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/trade/orderList',
  auth: true,
  origin: 'proposed',
  summary:
    "The user's orders, newest first: current (new, partial_filled), history (filled, canceled) or " +
    'success (filled); optionally of one pair.',
  request: z.extend(pageParams, {
    list: z.enum(TRADE_ORDER_LISTS),
    inst_id: z.optional(z.string()),
  }),
  response: pageOf(tradeOrderWire),
});

export const TRADE_ENDPOINTS = [
  tradePairs,
  tradeKline,
  tradeAccount,
  tradePlaceOrder,
  tradeCancelOrder,
  tradeOrderList,
] as const;
