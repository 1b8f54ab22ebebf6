import type * as z from 'zod/mini';
import type {
  depositWire,
  exchangeQuoteWire,
  exchangeWire,
  moneyRecordWire,
  transferWire,
  withdrawalWire,
} from '../../adapters/api/catalogue/funds-wire.schema';
import type { Locale } from '../../domain/language/language';
import type {
  FundRecord,
  MockDeposit,
  MockExchange,
  MockQuote,
  MockTransfer,
  MockWithdrawal,
} from './funds.state';
import { refusalText } from './funds-refusals';

/** The funds slice's records as the wallet calls answer them (funds-wire.schema.ts). */
type Wire<S extends z.ZodMiniType> = z.input<S>;

export const recordWire = (r: FundRecord): Wire<typeof moneyRecordWire> => ({
  id: r.id,
  type: r.type,
  coin: r.coin,
  amount: r.amount,
  account: r.account,
  ref: r.ref,
  create_time: r.time,
});

export const depositWireOf = (d: MockDeposit): Wire<typeof depositWire> => ({
  id: d.id,
  coin: d.coin,
  chain: d.chain,
  amount: d.amount,
  tx_hash: d.txHash,
  from_address: d.from,
  confirmations: d.confirmations,
  required_confirmations: d.required,
  status: d.status,
  create_time: d.createdAt,
  credit_time: d.creditedAt,
});

/** A withdrawal as the answer has it, a refusal's reason in the request's language. */
export const withdrawalWireOf = (w: MockWithdrawal, locale: Locale): Wire<typeof withdrawalWire> => ({
  id: w.id,
  request_id: w.requestId,
  coin: w.coin,
  chain: w.chain,
  amount: w.amount,
  fee: w.fee,
  received: w.received,
  address: w.address,
  status: w.status,
  confirmations: w.confirmations,
  required_confirmations: w.required,
  tx_hash: w.txHash,
  reason: w.refusal ? refusalText(w.refusal, locale) : w.reason,
  refunded: w.refunded,
  create_time: w.createdAt,
  update_time: w.updatedAt,
});

export const transferWireOf = (t: MockTransfer): Wire<typeof transferWire> => ({
  id: t.id,
  request_id: t.requestId,
  from_account: t.from,
  to_account: t.to,
  coin: t.coin,
  amount: t.amount,
  create_time: t.createdAt,
});

export const quoteWireOf = (q: MockQuote): Wire<typeof exchangeQuoteWire> => ({
  quote_id: q.id,
  from_coin: q.from,
  to_coin: q.to,
  amount: q.amount,
  price: q.price,
  fee: q.fee,
  receive: q.receive,
  expire_time: new Date(q.expiresAt).toISOString(),
});

export const exchangeWireOf = (e: MockExchange): Wire<typeof exchangeWire> => ({
  id: e.id,
  request_id: e.requestId,
  from_coin: e.from,
  to_coin: e.to,
  amount: e.amount,
  price: e.price,
  fee: e.fee,
  receive: e.receive,
  create_time: e.createdAt,
});

/** Newest first: by time, then by id (records made in one call share their time). */
export const newestFirst = <T extends { readonly id: number }>(
  items: readonly T[],
  time: (item: T) => string,
) => [...items].sort((a, b) => time(b).localeCompare(time(a)) || b.id - a.id);
