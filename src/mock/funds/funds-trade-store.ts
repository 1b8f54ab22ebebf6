import type { MockState } from '../core/mock-state';
import type { TradeAccountStore } from '../trade/market-accounts';
import { fundsData } from './funds.state';
import { ledgerOf, money, moneyText } from './funds-ledger';

const ZERO = { available: '0', frozen: '0' } as const;

/**
 * The market's trade accounts as the funds ledgers of one backend state hold them: a transfer into the
 * trade account is what the market spends, and a fill is what the wallet's assets show. A user the market
 * sees first gets a ledger (with its opening balances); an id that is no user holds nothing.
 */
export const ledgerTradeStore = (state: MockState, now: () => number = Date.now): TradeAccountStore => ({
  read: (userId) => {
    const trade = ledgerOf(state, userId, now())?.data.trade ?? {};
    return { USDT: { ...(trade.USDT ?? ZERO) }, NADI: { ...(trade.NADI ?? ZERO) } };
  },
  write: (userId, coin, balance) => {
    const ledger = ledgerOf(state, userId, now());
    if (ledger) ledger.data.trade[coin] = { ...balance };
  },
  releaseFrozen: () => {
    for (const ledger of fundsData(state).fundsLedgers) {
      for (const [coin, balance] of Object.entries(ledger.trade)) {
        if (money(balance.frozen).isZero()) continue;
        ledger.trade[coin] = {
          available: moneyText(money(balance.available).plus(balance.frozen)),
          frozen: '0',
        };
      }
    }
  },
});
