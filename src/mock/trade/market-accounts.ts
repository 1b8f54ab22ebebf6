import { Exact, QTY_DECIMALS, QUOTE_DECIMALS, unitsDecimal } from './market-units';

export type Coin = 'USDT' | 'NADI';
export const COINS: readonly Coin[] = ['USDT', 'NADI'];
/** Maker and taker fee: 0.1 % of what the order receives. */
export const FEE_RATE = '0.001';
/** What a user's trade account holds the first time the market sees the user (a demo grant). */
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

/**
 * The users' trade accounts of the mock market, in exact decimals: available and frozen per coin. A limit
 * order freezes what it may spend (a buy: price × quantity of USDT; a sell: the NADI) and a fill or a cancel
 * moves it; a market order spends from what is available. Kept in memory only: a market reset forgets them.
 */
export class TradeAccounts {
  private readonly accounts = new Map<number, Record<Coin, Balance>>();

  /** The user's trade account; a user seen for the first time gets the demo grant. */
  account(userId: number): Record<Coin, Balance> {
    let account = this.accounts.get(userId);
    if (!account) {
      account = {
        USDT: { available: new Exact(DEMO_GRANT.USDT), frozen: new Exact(0) },
        NADI: { available: new Exact(DEMO_GRANT.NADI), frozen: new Exact(0) },
      };
      this.accounts.set(userId, account);
    }
    return account;
  }

  /** Sets a user's available balance of a coin (tests and provider states). */
  setBalance(userId: number, coin: Coin, available: string): void {
    this.account(userId)[coin].available = new Exact(available);
  }

  /** Moves `amount` from available to frozen (a resting limit order's hold); the caller checked it is there. */
  freeze(userId: number, coin: Coin, amount: Exact): void {
    const balance = this.account(userId)[coin];
    balance.available = balance.available.minus(amount);
    balance.frozen = balance.frozen.plus(amount);
  }

  /** Moves `amount` back from frozen to available (a canceled order's rest). */
  unfreeze(userId: number, coin: Coin, amount: Exact): void {
    const balance = this.account(userId)[coin];
    balance.frozen = balance.frozen.minus(amount);
    balance.available = balance.available.plus(amount);
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
      return fee;
    }
    const fee = quote.times(FEE_RATE);
    if (order.type === 'limit') account.NADI.frozen = account.NADI.frozen.minus(base);
    else account.NADI.available = account.NADI.available.minus(base);
    account.USDT.available = account.USDT.available.plus(quote.minus(fee));
    return fee;
  }
}
