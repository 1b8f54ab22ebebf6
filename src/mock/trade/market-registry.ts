import type { MockState } from '../core/mock-state';
import { ledgerTradeStore } from '../funds/funds-trade-store';
import { type MarketOptions, MockMarket } from './market-simulation';

const markets = new WeakMap<MockState, MockMarket>();

/**
 * The mock market of one backend, keyed by its state object, so that the HTTP handlers (which get the
 * state) and the Node server's sockets (which get the backend) share one market without the backend
 * knowing about it. The first call creates it with `options`; later calls get the same market. Its trade
 * accounts are the funds ledgers' trade accounts of that state.
 */
export const marketFor = (state: MockState, options: MarketOptions = {}): MockMarket => {
  let market = markets.get(state);
  if (!market) {
    market = new MockMarket({ ...options, accounts: ledgerTradeStore(state, options.now) });
    markets.set(state, market);
  }
  return market;
};
