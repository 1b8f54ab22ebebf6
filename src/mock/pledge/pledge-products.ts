import Decimal from 'decimal.js';
import type { PledgeTerms, Pool } from '../../domain/pledge/pledge';
import { type ReleaseRow, releaseCalendar } from '../../domain/pledge/pledge-schedule';
import { addAmounts, sumAmounts } from '../../domain/shared/money';
import type { MockEnv } from '../core/handler';
import type { MockState } from '../core/mock-state';
import { PLEDGE_PRODUCTS, type PledgeProductSeed, pledgeProductSeed } from './pledge.seed';
import { allPositions, type MockPledgePosition, pledgeOpenedAt } from './pledge.state';
import { pledgeSettings } from './pledge-settings';

/** The terms a product and its positions share, as the mock keeps them (decimal strings, day length in ms). */
export type MockTerms = Pick<
  PledgeProductSeed,
  | 'kind'
  | 'returns'
  | 'days'
  | 'releaseEveryDays'
  | 'dayRate'
  | 'monthRate'
  | 'releaseRate'
  | 'earlyPenaltyRate'
> & { readonly dayMs: number };

/** The domain's terms of mock terms, for its release calendar and early-redemption simulator. */
export const domainTerms = (t: MockTerms): PledgeTerms => ({
  kind: t.kind,
  returns: t.returns,
  days: t.days,
  releaseEveryDays: t.releaseEveryDays,
  dayRate: new Decimal(t.dayRate),
  monthRate: new Decimal(t.monthRate),
  releaseRate: new Decimal(t.releaseRate),
  earlyPenaltyRate: t.earlyPenaltyRate === null ? null : new Decimal(t.earlyPenaltyRate),
  dayMs: t.dayMs,
});

/** A position's release calendar: the app's (domain) calendar of its amount from its buy time. */
export const calendarOf = (position: MockPledgePosition): ReleaseRow[] =>
  releaseCalendar(domainTerms(position), new Decimal(position.amount), new Date(position.buyTime));

/** A product as it stands now: its sale window, its pools with the positions saved in it, the day length. */
export interface MockProduct {
  readonly seed: PledgeProductSeed;
  readonly terms: MockTerms;
  readonly startDate: Date;
  readonly endDate: Date;
  readonly pledgePool: Pool;
  readonly powerPool: Pool;
}

const SALE_DAY_MS = 86_400_000;

const productNowOf = (state: MockState, env: MockEnv, seed: PledgeProductSeed): MockProduct => {
  const opened = pledgeOpenedAt(state, env.now());
  const saved = sumAmounts(
    allPositions(state)
      .filter((p) => p.productId === seed.id)
      .map((p) => new Decimal(p.amountU)),
  );
  const { id: _, pledgePool, powerPool, saleFromDay, saleToDay, minPledge, ...terms } = seed;
  return {
    seed,
    terms: { ...terms, dayMs: pledgeSettings(env.pledge).dayMs },
    startDate: new Date(opened + saleFromDay * SALE_DAY_MS),
    endDate: new Date(opened + saleToDay * SALE_DAY_MS),
    pledgePool: {
      filled: addAmounts(new Decimal(pledgePool.filled), saved),
      total: new Decimal(pledgePool.total),
    },
    powerPool: { filled: new Decimal(powerPool.filled), total: new Decimal(powerPool.total) },
  };
};

/** Every product now, in sale order (by id). */
export const productsNow = (state: MockState, env: MockEnv): MockProduct[] =>
  PLEDGE_PRODUCTS.map((seed) => productNowOf(state, env, seed));

/** One product now, or undefined for an unknown id. */
export const productNow = (state: MockState, env: MockEnv, id: number): MockProduct | undefined => {
  const seed = pledgeProductSeed(id);
  return seed && productNowOf(state, env, seed);
};
