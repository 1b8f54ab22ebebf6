import Decimal from 'decimal.js';
import type * as z from 'zod/mini';
import type {
  pledgeIncomeWire,
  pledgePositionWire,
  pledgeProductWire,
  pledgeReleaseWire,
} from '../../adapters/api/catalogue/pledge-wire.schema';
import { PLEDGE_KIND_CODES, PLEDGE_RETURN_CODES, POSITION_STATUS_CODES } from '../../domain/pledge/pledge';
import { PLEDGE_RELEASE_CODES } from '../../domain/pledge/pledge-release-status';
import { remainingDays } from '../../domain/shared/day-math';
import { sumAmounts } from '../../domain/shared/money';
import type { MockPledgeIncome, MockPledgePosition, MockPledgeRelease } from './pledge.state';
import { calendarOf, type MockProduct, type MockTerms } from './pledge-products';

/** The savings records as the pledge calls answer them (pledge-wire.schema.ts). */
type Wire<S extends z.ZodMiniType> = z.input<S>;

const iso = (ms: number) => new Date(ms).toISOString();
const pool = (p: MockProduct['pledgePool']) => ({ filled: p.filled.toFixed(), total: p.total.toFixed() });

const termsWire = (t: MockTerms) => ({
  kind: PLEDGE_KIND_CODES[t.kind],
  days: t.days,
  day_rate: t.dayRate,
  month_rate: t.monthRate,
  release_every_days: t.releaseEveryDays,
  release_rate: t.releaseRate,
  returns: PLEDGE_RETURN_CODES[t.returns],
  early_penalty_rate: t.earlyPenaltyRate,
  day_ms: t.dayMs,
});

export const productWireOf = (product: MockProduct, now: number): Wire<typeof pledgeProductWire> => ({
  id: product.seed.id,
  ...termsWire(product.terms),
  min_pledge: product.seed.minPledge,
  pledge_pool: pool(product.pledgePool),
  power_pool: pool(product.powerPool),
  start_date: product.startDate.toISOString(),
  end_date: product.endDate.toISOString(),
  remaining_days: remainingDays(product.endDate, new Date(now)),
});

/** A position, with its next release from its calendar (none once every release is due). */
export const positionWireOf = (p: MockPledgePosition): Wire<typeof pledgePositionWire> => {
  const next = p.status === POSITION_STATUS_CODES.active ? calendarOf(p)[p.paid] : undefined;
  return {
    id: p.id,
    product_id: p.productId,
    ...termsWire(p),
    amount: p.amount,
    amount_u: p.amountU,
    buy_time: iso(p.buyTime),
    end_time: iso(p.buyTime + p.days * p.dayMs),
    returned: p.returned,
    income: p.income,
    next_release_time: next ? next.time.toISOString() : null,
    next_release_amount: next ? next.amount.toFixed() : null,
    status: p.status,
  };
};

export const releaseWireOf = (r: MockPledgeRelease): Wire<typeof pledgeReleaseWire> => ({
  id: r.id,
  amount: r.amount,
  time: r.time,
  rate: r.rate,
  status: r.status,
});

export const incomeWireOf = (i: MockPledgeIncome): Wire<typeof pledgeIncomeWire> => ({
  id: i.id,
  amount: i.amount,
  time: i.time,
});

/** The release log's totals: what came back (redeemed records) and what is still waiting. */
export const releaseTotals = (p: MockPledgePosition) => {
  const total = (status: number) =>
    sumAmounts(p.releases.filter((r) => r.status === status).map((r) => new Decimal(r.amount))).toFixed();
  return {
    total_released: total(PLEDGE_RELEASE_CODES.redeemed),
    total_waiting: total(PLEDGE_RELEASE_CODES.waiting),
  };
};
