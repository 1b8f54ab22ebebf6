import { Exact, QTY_DECIMALS, QUOTE_DECIMALS, unitsDecimal } from './market-units';

export type Coin = 'USDT' | 'NADI';
export const COINS: readonly Coin[] = ['USDT', 'NADI'];
/** Maker and taker fee: 0.1 % of what the order receives. */
export const FEE_RATE = '0.001';
/** What a user's trade account holds the first time a market without a backend state sees the user. */
export const DEMO_GRANT: Readonly<Record<Coin, string>> = { USDT: '10000', NADI: '100000' };

export interface Balance {
  available: Exact;
  frozen: Exact;
}

/** What a fill needs to know of its order. */
export interface FillingOrder {
  readonly userId: number;
  readonly side: 'buy' | 'sell';
  readonly type: 'limit' | 'market';
  /** Ticks of a limit order (what it froze per lot of a buy); null for a market order. */
  readonly price: number | null;
}

/** Where the trade accounts live: balances per user and coin, as decimal strings. */
export interface TradeAccountStore {
  /** The user's balances (a user seen for the first time gets the store's opening balances). */
  read(userId: number): Record<Coin, { available: string; frozen: string }>;
  write(userId: number, coin: Coin, balance: { available: string; frozen: string }): void;
  /** Moves every frozen amount back to available: a new market has no resting orders to hold them. */
  releaseFrozen(): void;
}

/** Trade accounts in memory, opened with the demo grant (markets built without a backend state: tests). */
export const memoryTradeStore = (): TradeAccountStore => {
  const accounts = new Map<number, Record<Coin, { available: string; frozen: string }>>();
  const read = (userId: number) => {
    let account = accounts.get(userId);
    if (!account) {
      account = {
        USDT: { available: DEMO_GRANT.USDT, frozen: '0' },
        NADI: { available: DEMO_GRANT.NADI, frozen: '0' },
      };
      accounts.set(userId, account);
    }
    return account;
  };
  return {
    read: (userId) => structuredClone(read(userId)),
    write: (userId, coin, balance) => {
      read(userId)[coin] = { ...balance };
    },
    releaseFrozen: () => accounts.clear(),
  };
};

/**
 * The users' trade accounts of the mock market, in exact decimals: available and frozen per coin. A limit
 * order freezes what it may spend (a buy: price × quantity of USDT; a sell: the NADI) and a fill or a cancel
 * moves it; a market order spends from what is available. They live in a store: the funds ledger's trade
 * account of the backend state (funds/funds-trade-store.ts), so that a transfer shows here at once and a
 * trade shows in the wallet's assets.
 */
export class TradeAccounts {
  constructor(private readonly store: TradeAccountStore = memoryTradeStore()) {
    store.releaseFrozen();
  }

  /** The user's trade account (a copy; change it through the methods below). */
  account(userId: number): Record<Coin, Balance> {
    const stored = this.store.read(userId);
    return {
      USDT: { available: new Exact(stored.USDT.available), frozen: new Exact(stored.USDT.frozen) },
      NADI: { available: new Exact(stored.NADI.available), frozen: new Exact(stored.NADI.frozen) },
    };
  }

  private save(userId: number, account: Record<Coin, Balance>): void {
    for (const coin of COINS) {
      const { available, frozen } = account[coin];
      this.store.write(userId, coin, { available: available.toFixed(), frozen: frozen.toFixed() });
    }
  }

  /** Sets a user's available balance of a coin (tests and provider states). */
  setBalance(userId: number, coin: Coin, available: string): void {
    const account = this.account(userId);
    account[coin].available = new Exact(available);
    this.save(userId, account);
  }

  /** Moves `amount` from available to frozen (a resting limit order's hold); the caller checked it is there. */
  freeze(userId: number, coin: Coin, amount: Exact): void {
    const account = this.account(userId);
    account[coin].available = account[coin].available.minus(amount);
    account[coin].frozen = account[coin].frozen.plus(amount);
    this.save(userId, account);
  }

  /** Moves `amount` back from frozen to available (a canceled order's rest). */
  unfreeze(userId: number, coin: Coin, amount: Exact): void {
    const account = this.account(userId);
    account[coin].frozen = account[coin].frozen.minus(amount);
    account[coin].available = account[coin].available.plus(amount);
    this.save(userId, account);
  }

  /**
   * Settles one fill of `lots` at `price` ticks: the order pays (from its hold, or from what is available
   * for a market order; a limit buy filled below its price gets the difference back) and receives less the
   * fee. Answers the fee, in the coin received.
   */
  settleFill(order: FillingOrder, lots: number, price: number): Exact {
    const account = this.account(order.userId);
    const base = unitsDecimal(lots, QTY_DECIMALS);
    const quote = unitsDecimal(lots * price, QUOTE_DECIMALS);
    if (order.side === 'buy') {
      const fee = base.times(FEE_RATE);
      if (order.type === 'limit') {
        const held = unitsDecimal(lots * (order.price as number), QUOTE_DECIMALS);
        account.USDT.frozen = account.USDT.frozen.minus(held);
        account.USDT.available = account.USDT.available.plus(held.minus(quote));
      } else {
        account.USDT.available = account.USDT.available.minus(quote);
      }
      account.NADI.available = account.NADI.available.plus(base.minus(fee));
      this.save(order.userId, account);
      return fee;
    }
    const fee = quote.times(FEE_RATE);
    if (order.type === 'limit') account.NADI.frozen = account.NADI.frozen.minus(base);
    else account.NADI.available = account.NADI.available.minus(base);
    account.USDT.available = account.USDT.available.plus(quote.minus(fee));
    this.save(order.userId, account);
    return fee;
  }
}
