import Decimal from 'decimal.js';
import type * as z from 'zod/mini';
import type { Candle, KlineInterval, TradeOrder } from '../../../application/trade/market-messages';
import type { NewTradeOrder, TradeBalance, TradePair } from '../../../application/trade/trade-api.port';
import { parseTradeSide, parseTradeStatus, parseTradeType } from '../../../domain/trade/trade-order';
import type {
  candleWire,
  placeOrderRequest,
  tradeBalanceWire,
  tradeOrderWire,
  tradePairWire,
} from '../catalogue/trade.schema';

const dec = (text: string): Decimal => new Decimal(text);
const decOrNull = (text: string | null): Decimal | null => (text === null ? null : new Decimal(text));

export const toTradePair = (wire: z.output<typeof tradePairWire>): TradePair => ({
  instId: wire.inst_id,
  base: wire.base,
  quote: wire.quote,
  tickSize: dec(wire.tick_size),
  lotSize: dec(wire.lot_size),
  minNotional: dec(wire.min_notional),
  makerFeeRate: dec(wire.maker_fee_rate),
  takerFeeRate: dec(wire.taker_fee_rate),
  lastPrice: dec(wire.last_price),
  changePercent: dec(wire.change_percent),
});

export const toCandle =
  (instId: string, interval: KlineInterval) =>
  (wire: z.output<typeof candleWire>): Candle => ({
    instId,
    interval,
    openTime: wire.open_time,
    open: dec(wire.open),
    high: dec(wire.high),
    low: dec(wire.low),
    close: dec(wire.close),
    volume: dec(wire.volume),
    quoteVolume: dec(wire.quote_volume),
    closed: wire.closed === 1,
  });

export const toTradeBalance = (wire: z.output<typeof tradeBalanceWire>): TradeBalance => ({
  coin: wire.coin,
  available: dec(wire.available),
  frozen: dec(wire.frozen),
});

/** The order fields shared by the HTTP answer and version A's `orderUpdate` (which names the id `orderId`). */
export type TradeOrderFields = Omit<z.output<typeof tradeOrderWire>, 'order_id'>;

export const toTradeOrderFields = (id: string, wire: TradeOrderFields): TradeOrder => ({
  id,
  instId: wire.inst_id,
  side: parseTradeSide(wire.side),
  type: parseTradeType(wire.type),
  status: parseTradeStatus(wire.status),
  price: decOrNull(wire.price),
  quantity: decOrNull(wire.quantity),
  amount: decOrNull(wire.amount),
  filled: dec(wire.filled),
  filledAmount: dec(wire.filled_amount),
  averagePrice: decOrNull(wire.avg_price),
  fee: dec(wire.fee),
  feeCoin: wire.fee_coin,
  createdAt: wire.create_time,
  updatedAt: wire.update_time,
});

export const toTradeOrder = (wire: z.output<typeof tradeOrderWire>): TradeOrder =>
  toTradeOrderFields(wire.order_id, wire);

/** Decimals leave as plain decimal text (toFixed never uses exponent form). */
const text = (value: Decimal): string => value.toFixed();

export const toPlaceOrderRequest = (order: NewTradeOrder): z.input<typeof placeOrderRequest> => {
  const base = { inst_id: order.instId, side: order.side, type: order.type };
  if (order.type === 'limit') return { ...base, price: text(order.price), quantity: text(order.quantity) };
  if (order.side === 'buy') return { ...base, amount: text(order.amount) };
  return { ...base, quantity: text(order.quantity) };
};
