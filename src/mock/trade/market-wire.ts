import type * as z from 'zod/mini';
import type { candleWire, tradeOrderWire } from '../../adapters/api/catalogue/trade.schema';
import type { orderB } from '../../adapters/socket/trade/socket-messages.schema';
import type { SimCandle } from './market-candles';
import type { EngineOrder } from './market-engine';
import {
  decimalText,
  lotsText,
  priceText,
  QTY_DECIMALS,
  QUOTE_DECIMALS,
  quoteText,
  unitsDecimal,
} from './market-units';

/** The wire forms of the mock market's orders and candles (HTTP answers and both socket versions). */

/** Average prices are rounded to 8 decimals (half up): a mean of several fills need not end. */
export const AVG_PRICE_DECIMALS = 8;

const averagePrice = (order: EngineOrder): string | null =>
  order.filled === 0
    ? null
    : decimalText(
        unitsDecimal(order.filledQuote, QUOTE_DECIMALS)
          .div(unitsDecimal(order.filled, QTY_DECIMALS))
          .toDecimalPlaces(AVG_PRICE_DECIMALS),
      );

/** The order's USDT size: price × quantity for a limit order, the budget of a market buy. */
const amountOf = (order: EngineOrder): string | null => {
  if (order.budget !== null) return quoteText(order.budget);
  if (order.price !== null && order.quantity !== null) return quoteText(order.price * order.quantity);
  return null;
};

export const orderWire = (order: EngineOrder): z.input<typeof tradeOrderWire> => ({
  order_id: order.id,
  inst_id: order.instId,
  side: order.side,
  type: order.type,
  status: order.status,
  price: order.price === null ? null : priceText(order.price),
  quantity: order.quantity === null ? null : lotsText(order.quantity),
  amount: amountOf(order),
  filled: lotsText(order.filled),
  filled_amount: quoteText(order.filledQuote),
  avg_price: averagePrice(order),
  fee: decimalText(order.fee),
  fee_coin: order.feeCoin,
  create_time: order.createdAt,
  update_time: order.updatedAt,
});

/** Version A's `orderUpdate`: the HTTP order with `orderId` for `order_id`, plus `e` and `E`. */
export const orderUpdateA = (order: EngineOrder, now: number): Record<string, unknown> => {
  const { order_id, ...fields } = orderWire(order);
  return { e: 'orderUpdate', E: now, orderId: order_id, ...fields };
};

const B_STATE: Readonly<Record<EngineOrder['status'], string>> = {
  new: 'live',
  partial_filled: 'partially_filled',
  filled: 'filled',
  canceled: 'canceled',
};

/** Version B's `update_order` entry (OKX-like names; '' for none). */
export const orderUpdateB = (order: EngineOrder): z.input<typeof orderB> => {
  const wire = orderWire(order);
  return {
    ordId: order.id,
    instId: order.instId,
    side: order.side,
    ordType: order.type,
    state: B_STATE[order.status],
    px: wire.price ?? '',
    sz: wire.quantity ?? '',
    amt: wire.amount ?? '',
    accFillSz: wire.filled,
    accFillAmt: wire.filled_amount,
    avgPx: wire.avg_price ?? '',
    fee: wire.fee,
    feeCcy: order.feeCoin,
    cTime: String(order.createdAt),
    uTime: String(order.updatedAt),
  };
};

export const candleWireOf = (candle: SimCandle): z.input<typeof candleWire> => ({
  open_time: candle.openTime,
  open: priceText(candle.open),
  high: priceText(candle.high),
  low: priceText(candle.low),
  close: priceText(candle.close),
  volume: lotsText(candle.volume),
  quote_volume: quoteText(candle.quote),
  closed: candle.closed ? 1 : 0,
});

/** [price, quantity] pairs of a book side. */
export const levelsWire = (levels: readonly (readonly [number, number])[]): [string, string][] =>
  levels.map(([tick, lots]) => [priceText(tick), lotsText(lots)]);
