/** The trade orders of the contract examples: as the answer writes them and as the adapter reads them. */
import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import type { TradeOrder } from '../../../src/application/trade/market-messages';
import type { NewTradeOrder } from '../../../src/application/trade/trade-api.port';
import { decimal } from './pact-kit';

const { integer, regex } = MatchersV3;
/** Order ids are decimal digits in a string. */
const orderIdText = (example: string) => regex('^\\d+$', example);
const CREATED_AT = 1763826000000;
const UPDATED_AT = 1763826000250;

const orNull = (text: string | null) => (text === null ? null : decimal(text));
const decOrNull = (text: string | null) => (text === null ? null : new Decimal(text));

const STATUS_OF = {
  new: 'pending',
  partial_filled: 'partiallyFilled',
  filled: 'filled',
  canceled: 'cancelled',
};
export const PAIR = 'NADI-USDT';

/**
 * An order as the examples write it: wire strings, status as on the wire. Trade order ids come from the
 * provider states ("the user has an open trade order": `trade_order_id`; "the user has trade order
 * history": `canceled_trade_order_id`, `filled_trade_order_id`); the ids here are examples, unlike the
 * mock's, so the verification fails unless the state's id is the one sent.
 */
export interface OrderExample {
  readonly id: string;
  readonly side: 'buy' | 'sell';
  readonly type: 'limit' | 'market';
  readonly status: 'new' | 'partial_filled' | 'filled' | 'canceled';
  readonly price: string | null;
  readonly quantity: string | null;
  readonly amount: string | null;
  readonly filled: string;
  readonly filledAmount: string;
  readonly avgPrice: string | null;
  readonly fee: string;
  readonly feeCoin: 'NADI' | 'USDT';
}

/** The answer's order: shapes pinned, side, type, status and fee coin exactly. */
export const wireOrder = (o: OrderExample) => ({
  order_id: orderIdText(o.id),
  inst_id: PAIR,
  side: o.side,
  type: o.type,
  status: o.status,
  price: orNull(o.price),
  quantity: orNull(o.quantity),
  amount: orNull(o.amount),
  filled: decimal(o.filled),
  filled_amount: decimal(o.filledAmount),
  avg_price: orNull(o.avgPrice),
  fee: decimal(o.fee),
  fee_coin: o.feeCoin,
  create_time: integer(CREATED_AT),
  update_time: integer(UPDATED_AT),
});

/** What the adapter makes of `wireOrder(o)`'s example. */
export const domainOrder = (o: OrderExample): TradeOrder => ({
  id: o.id,
  instId: PAIR,
  side: o.side,
  type: o.type,
  status: STATUS_OF[o.status] as TradeOrder['status'],
  price: decOrNull(o.price),
  quantity: decOrNull(o.quantity),
  amount: decOrNull(o.amount),
  filled: new Decimal(o.filled),
  filledAmount: new Decimal(o.filledAmount),
  averagePrice: decOrNull(o.avgPrice),
  fee: new Decimal(o.fee),
  feeCoin: o.feeCoin,
  createdAt: CREATED_AT,
  updatedAt: UPDATED_AT,
});

/** A limit buy far below the market: it rests, nothing filled. */
export const OPEN_BUY: OrderExample = {
  id: '200001',
  side: 'buy',
  type: 'limit',
  status: 'new',
  price: '0.05000',
  quantity: '100.00',
  amount: '5.0000000',
  filled: '0',
  filledAmount: '0.0000000',
  avgPrice: null,
  fee: '0',
  feeCoin: 'NADI',
};

export const CANCELED_BUY: OrderExample = { ...OPEN_BUY, status: 'canceled' };

/** A limit buy above every ask: filled at once, at the asks' prices. */
export const FILLED_BUY: OrderExample = {
  id: '200002',
  side: 'buy',
  type: 'limit',
  status: 'filled',
  price: '0.10000',
  quantity: '20.00',
  amount: '2.0000000',
  filled: '20.00',
  filledAmount: '1.6502000',
  avgPrice: '0.08251',
  fee: '0.02',
  feeCoin: 'NADI',
};

export const LIMIT_BUY = {
  instId: PAIR,
  type: 'limit',
  side: 'buy',
  price: new Decimal('0.05'),
  quantity: new Decimal('100'),
} as const satisfies NewTradeOrder;

export const limitBuyBody = (price: string, quantity: string) => ({
  inst_id: PAIR,
  side: 'buy',
  type: 'limit',
  price,
  quantity,
});
