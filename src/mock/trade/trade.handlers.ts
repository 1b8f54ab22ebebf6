import {
  tradeAccount,
  tradeCancelOrder,
  tradeKline,
  tradeOrderList,
  tradePairs,
  tradePlaceOrder,
} from '../../adapters/api/catalogue/trade.schema';
import {
  fail,
  type HandlerContext,
  type Implementation,
  implement,
  implementAuthed,
  invalid,
  ok,
} from '../core/handler';
import { COINS, FEE_RATE } from './market-accounts';
import { type EngineResult, MIN_NOTIONAL_UNITS } from './market-engine';
import { marketFor } from './market-registry';
import type { MockMarket } from './market-simulation';
import { decimalText, LOT_SIZE, priceText, QUOTE_DECIMALS, TICK_SIZE, unitsDecimal } from './market-units';
import { candleWireOf, orderWire } from './market-wire';

/** Candles the kline call answers when it is not told how many. */
export const DEFAULT_KLINE_LIMIT = 300;
/** Most orders one page may hold. */
const MAX_PAGE_SIZE = 100;

/** The backend's market, stepped up to now when no timer drives it (the in-page host). */
const market = (ctx: HandlerContext<unknown>): MockMarket => {
  const found = marketFor(ctx.state, { now: ctx.env.now });
  found.catchUp();
  return found;
};

const unknownPair = (instId: string) => fail(4104, `unknown pair: ${instId}`);

const answer = (result: EngineResult) =>
  result.ok
    ? ok(orderWire(result.order))
    : result.status === 400
      ? invalid(result.msg)
      : fail(result.code, result.msg);

/** The trade calls (proposed paths); see src/mock/README.md, "Market". */
export const TRADE_HANDLERS: readonly Implementation[] = [
  implement(tradePairs, (ctx) => {
    const m = market(ctx);
    return ok([
      {
        inst_id: m.instId,
        base: 'NADI',
        quote: 'USDT',
        tick_size: TICK_SIZE,
        lot_size: LOT_SIZE,
        min_notional: decimalText(unitsDecimal(MIN_NOTIONAL_UNITS, QUOTE_DECIMALS)),
        maker_fee_rate: FEE_RATE,
        taker_fee_rate: FEE_RATE,
        last_price: priceText(m.mid),
        change_percent: m.ticker().changePercent,
      },
    ]);
  }),

  implement(tradeKline, (ctx) => {
    const m = market(ctx);
    const { inst_id, interval, limit, end_time } = ctx.input;
    if (inst_id !== m.instId) return unknownPair(inst_id);
    return ok(
      m
        .candles(interval)
        .list(limit ?? DEFAULT_KLINE_LIMIT, end_time)
        .map(candleWireOf),
    );
  }),

  implementAuthed(tradeAccount, (ctx) => {
    const account = market(ctx).engine.account(ctx.user.id);
    return ok(
      COINS.map((coin) => ({
        coin,
        available: decimalText(account[coin].available),
        frozen: decimalText(account[coin].frozen),
      })),
    );
  }),

  implementAuthed(tradePlaceOrder, (ctx) => {
    const m = market(ctx);
    return answer(m.engine.place(ctx.user.id, ctx.input, m.instId));
  }),

  implementAuthed(tradeCancelOrder, (ctx) =>
    answer(market(ctx).engine.cancel(ctx.user.id, ctx.input.order_id)),
  ),

  implementAuthed(tradeOrderList, (ctx) => {
    const { list, page, page_size, inst_id } = ctx.input;
    if (page < 1) return invalid('page must be 1 or more');
    if (page_size < 1 || page_size > MAX_PAGE_SIZE) {
      return invalid(`page_size must be between 1 and ${MAX_PAGE_SIZE}`);
    }
    const all = market(ctx).engine.list(ctx.user.id, list, inst_id);
    const items = all.slice((page - 1) * page_size, page * page_size).map(orderWire);
    return ok({ list: items, total: all.length, page, page_size });
  }),
];
