import type { TradeOrderList } from '../../application/trade/market-messages';
import { type Balance, type Coin, type TradeAccountStore, TradeAccounts } from './market-accounts';
import type { Side, SimBook } from './market-sim';
import { Exact, PRICE_DECIMALS, QTY_DECIMALS, QUOTE_DECIMALS, textUnits, unitsDecimal } from './market-units';

/** The smallest order value: 1 USDT (in quote units, 10^-7 USDT). */
export const MIN_NOTIONAL_UNITS = 10 ** QUOTE_DECIMALS;

export type OrderStatus = 'new' | 'partial_filled' | 'filled' | 'canceled';

export interface EngineOrder {
  readonly id: string;
  readonly userId: number;
  readonly instId: string;
  readonly side: 'buy' | 'sell';
  readonly type: 'limit' | 'market';
  status: OrderStatus;
  /** Ticks; null for a market order. */
  readonly price: number | null;
  /** Lots; null for a market buy. */
  readonly quantity: number | null;
  /** Quote units of a market buy's budget; null otherwise. */
  readonly budget: number | null;
  filled: number;
  /** Quote units (ticks × lots) filled. */
  filledQuote: number;
  fee: Exact;
  readonly feeCoin: Coin;
  readonly createdAt: number;
  updatedAt: number;
}

export interface NewOrder {
  readonly inst_id: string;
  readonly side: 'buy' | 'sell';
  readonly type: 'limit' | 'market';
  readonly price?: string | undefined;
  readonly quantity?: string | undefined;
  readonly amount?: string | undefined;
}

export type EngineResult =
  | { readonly ok: true; readonly order: EngineOrder }
  | { readonly ok: false; readonly status: 200 | 400; readonly code: number; readonly msg: string };

const refuse = (code: number, msg: string): EngineResult => ({ ok: false, status: 200, code, msg });
const invalid = (msg: string): EngineResult => ({ ok: false, status: 400, code: 400, msg });

export interface EngineHooks {
  now(): number;
  /** A book level the user's resting orders changed (or a taker consumed). */
  touch(side: Side, tick: number): void;
  /** An order changed (placed, filled, canceled). */
  order(order: EngineOrder): void;
  /** A fill, for the candles' volume. */
  trade(lots: number, ticks: number): void;
}

const OPEN: ReadonlySet<OrderStatus> = new Set(['new', 'partial_filled']);

/**
 * The user side of the mock market: orders matched against the simulated book, paid from the users' trade
 * accounts (market-accounts.ts). Limit orders take what crosses them at once (taker, at the book's prices) and rest for
 * the rest (their remaining size shows in the book); a resting order fills at its own price when the walk
 * brings the other side to it (maker). Market orders fill at once and never rest: a market buy spends its
 * USDT budget level by level, a market sell sells its quantity; what the book cannot fill is canceled.
 * The fee (0.1 %) comes out of what the order receives. Orders never match each other (no self-trade).
 */
export class MatchingEngine {
  private readonly accounts: TradeAccounts;
  private readonly orders = new Map<string, EngineOrder>();
  /** The user's resting size per side and tick. */
  private readonly resting: Record<Side, Map<number, number>> = { bids: new Map(), asks: new Map() };
  private nextId = 100_001;

  constructor(
    private readonly book: SimBook,
    private readonly hooks: EngineHooks,
    store?: TradeAccountStore,
  ) {
    this.accounts = new TradeAccounts(store);
  }

  /** The user's trade account (a copy). */
  account(userId: number): Record<Coin, Balance> {
    return this.accounts.account(userId);
  }

  /** Sets a user's available balance of a coin (tests and provider states). */
  setBalance(userId: number, coin: Coin, available: string): void {
    this.accounts.setBalance(userId, coin, available);
  }

  /** The user's resting size at a tick (what the book shows on top of the simulated size). */
  restingAt(side: Side, tick: number): number {
    return this.resting[side].get(tick) ?? 0;
  }

  restingTicks(side: Side): IterableIterator<number> {
    return this.resting[side].keys();
  }

  order(userId: number, id: string): EngineOrder | undefined {
    const order = this.orders.get(id);
    return order && order.userId === userId ? order : undefined;
  }

  /** The user's orders of one list, newest first. */
  list(userId: number, list: TradeOrderList, instId?: string): EngineOrder[] {
    const wanted = (o: EngineOrder) =>
      list === 'current'
        ? OPEN.has(o.status)
        : list === 'success'
          ? o.status === 'filled'
          : !OPEN.has(o.status);
    return [...this.orders.values()]
      .filter((o) => o.userId === userId && wanted(o) && (instId === undefined || o.instId === instId))
      .sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
  }

  place(userId: number, request: NewOrder, instId: string): EngineResult {
    if (request.inst_id !== instId) return refuse(4104, `unknown pair: ${request.inst_id}`);
    const price = request.price === undefined ? null : textUnits(request.price, PRICE_DECIMALS);
    const quantity = request.quantity === undefined ? null : textUnits(request.quantity, QTY_DECIMALS);
    const budget = request.amount === undefined ? null : textUnits(request.amount, QUOTE_DECIMALS);
    if (request.price !== undefined && !price) return invalid('price must be a positive multiple of 0.00001');
    if (request.quantity !== undefined && !quantity)
      return invalid('quantity must be a positive multiple of 0.01');
    if (request.amount !== undefined && !budget)
      return invalid('amount must be positive with at most 7 decimals');

    const value = budget ?? (quantity ?? 0) * (price ?? this.book.mid);
    if (value < MIN_NOTIONAL_UNITS) return refuse(4103, 'order value below the minimum of 1 USDT');
    const needed =
      request.side === 'buy'
        ? unitsDecimal(value, QUOTE_DECIMALS)
        : unitsDecimal(quantity ?? 0, QTY_DECIMALS);
    const spendCoin: Coin = request.side === 'buy' ? 'USDT' : 'NADI';
    if (this.account(userId)[spendCoin].available.lessThan(needed))
      return refuse(4101, 'insufficient balance');

    const now = this.hooks.now();
    const order: EngineOrder = {
      id: String(this.nextId++),
      userId,
      instId,
      side: request.side,
      type: request.type,
      status: 'new',
      price: request.type === 'limit' ? price : null,
      quantity,
      budget,
      filled: 0,
      filledQuote: 0,
      fee: new Exact(0),
      feeCoin: request.side === 'buy' ? 'NADI' : 'USDT',
      createdAt: now,
      updatedAt: now,
    };
    this.orders.set(order.id, order);
    if (order.type === 'limit') {
      this.accounts.freeze(userId, spendCoin, needed);
      this.takeLiquidity(order, order.price as number, false);
      this.settleLimit(order);
      const rest = (order.quantity as number) - order.filled;
      if (rest > 0) this.addResting(order, rest);
    } else {
      this.takeLiquidity(order, null, false);
      const complete = order.side === 'sell' ? order.filled === order.quantity : order.filled > 0;
      order.status = complete ? 'filled' : 'canceled';
    }
    this.hooks.order(order);
    return { ok: true, order };
  }

  cancel(userId: number, id: string): EngineResult {
    const order = this.order(userId, id);
    if (!order) return refuse(404, 'order not found');
    if (!OPEN.has(order.status)) return refuse(4102, 'order is not open');
    const rest = (order.quantity as number) - order.filled;
    if (order.side === 'buy') {
      this.accounts.unfreeze(userId, 'USDT', unitsDecimal(rest * (order.price as number), QUOTE_DECIMALS));
    } else {
      this.accounts.unfreeze(userId, 'NADI', unitsDecimal(rest, QTY_DECIMALS));
    }
    this.addResting(order, -rest);
    order.status = 'canceled';
    order.updatedAt = this.hooks.now();
    this.hooks.order(order);
    return { ok: true, order };
  }

  /** After a step of the walk: fills resting orders the other side now reaches (at their own price). */
  matchResting(): void {
    const open = [...this.orders.values()]
      .filter((o) => o.type === 'limit' && OPEN.has(o.status))
      .sort((a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id));
    for (const order of open) {
      const before = order.filled;
      this.takeLiquidity(order, order.price as number, true);
      if (order.filled === before) continue;
      this.addResting(order, before - order.filled);
      this.settleLimit(order);
      this.hooks.order(order);
    }
  }

  /**
   * Takes the book's other side, best first, up to `limit` (null: no limit), until the order is full
   * (a market buy: until its budget buys no further lot). A maker fills at its own price.
   */
  private takeLiquidity(order: EngineOrder, limit: number | null, maker: boolean): void {
    const side: Side = order.side === 'buy' ? 'asks' : 'bids';
    for (const tick of this.book.sorted(side)) {
      if (limit !== null && (side === 'asks' ? tick > limit : tick < limit)) break;
      const price = maker ? (limit as number) : tick;
      const want =
        order.budget === null
          ? (order.quantity as number) - order.filled
          : Math.floor((order.budget - order.filledQuote) / price);
      if (want <= 0) break;
      const lots = this.book.take(side, tick, want);
      this.hooks.touch(side, tick);
      this.fill(order, lots, price);
    }
  }

  private fill(order: EngineOrder, lots: number, price: number): void {
    order.fee = order.fee.plus(this.accounts.settleFill(order, lots, price));
    order.filled += lots;
    order.filledQuote += lots * price;
    order.updatedAt = this.hooks.now();
    this.hooks.trade(lots, price);
  }

  private settleLimit(order: EngineOrder): void {
    if (order.filled === order.quantity) order.status = 'filled';
    else if (order.filled > 0) order.status = 'partial_filled';
  }

  private addResting(order: EngineOrder, lots: number): void {
    const side: Side = order.side === 'buy' ? 'bids' : 'asks';
    const tick = order.price as number;
    const size = (this.resting[side].get(tick) ?? 0) + lots;
    if (size > 0) this.resting[side].set(tick, size);
    else this.resting[side].delete(tick);
    this.hooks.touch(side, tick);
  }
}
