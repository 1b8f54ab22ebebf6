import Decimal from 'decimal.js';
import type * as z from 'zod/mini';
import type {
  IncomeLogPage,
  PledgeCatalogue,
  ReleaseLogPage,
} from '../../../application/pledge/pledge-api.port';
import {
  type NextRelease,
  PLEDGE_KIND_CODES,
  type PledgeIncome,
  type PledgeKind,
  type PledgeOffer,
  type PledgePosition,
  type PledgeProduct,
  type PledgeRelease,
  type PledgeTerms,
  pledgeKinds,
  pledgeReturns,
  positionStatuses,
} from '../../../domain/pledge/pledge';
import { pledgeReleaseStatuses } from '../../../domain/pledge/pledge-release-status';
import type {
  pledgeIncomeLogWire,
  pledgeIncomeWire,
  pledgeOfferWire,
  pledgePositionWire,
  pledgeProductListWire,
  pledgeProductWire,
  pledgeReleaseLogWire,
  pledgeReleaseWire,
} from '../catalogue/pledge-wire.schema';
import { toPage } from '../page.mapper';

type Wire<S extends z.ZodMiniType> = z.output<S>;

const d = (value: string) => new Decimal(value);
/** Decimals leave as plain decimal text (toFixed never uses exponent form, which the catalogue refuses). */
export const decimalText = (value: Decimal): string => value.toFixed();

/** The product list's `kind` for a kind of savings. */
export const toKindQuery = (kind: PledgeKind): { kind: number } => ({ kind: PLEDGE_KIND_CODES[kind] });

/** The terms a product and a position share; an enum code the app does not know reads as 'unknown'. */
const toTerms = (w: Wire<typeof pledgeProductWire> | Wire<typeof pledgePositionWire>): PledgeTerms => ({
  kind: pledgeKinds.parse(w.kind),
  days: w.days,
  dayRate: d(w.day_rate),
  monthRate: d(w.month_rate),
  releaseEveryDays: w.release_every_days,
  releaseRate: d(w.release_rate),
  returns: pledgeReturns.parse(w.returns),
  earlyPenaltyRate: w.early_penalty_rate === null ? null : d(w.early_penalty_rate),
  dayMs: w.day_ms,
});

export const toPledgeProduct = (w: Wire<typeof pledgeProductWire>): PledgeProduct => ({
  id: w.id,
  ...toTerms(w),
  minPledge: d(w.min_pledge),
  pledgePool: { filled: d(w.pledge_pool.filled), total: d(w.pledge_pool.total) },
  powerPool: { filled: d(w.power_pool.filled), total: d(w.power_pool.total) },
  startDate: new Date(w.start_date),
  endDate: new Date(w.end_date),
  remainingDays: w.remaining_days,
});

export const toPledgeCatalogue = (w: Wire<typeof pledgeProductListWire>): PledgeCatalogue => ({
  products: w.list.map(toPledgeProduct),
  nadiPrice: d(w.nadi_price),
});

export const toPledgeOffer = (w: Wire<typeof pledgeOfferWire>): PledgeOffer => ({
  product: toPledgeProduct(w.product),
  nadiPrice: d(w.nadi_price),
  balance: d(w.balance),
});

/**
 * The next release is the time and the amount together: none is left when the time is null. An amount
 * without a time (or a time without an amount) is no release a screen could count down to and show, so it
 * reads as none as well.
 */
const toNextRelease = (time: string | null, amount: string | null): NextRelease | null =>
  time === null || amount === null ? null : { time: new Date(time), amount: d(amount) };

export const toPledgePosition = (w: Wire<typeof pledgePositionWire>): PledgePosition => ({
  id: w.id,
  productId: w.product_id,
  ...toTerms(w),
  amount: d(w.amount),
  amountU: d(w.amount_u),
  buyTime: new Date(w.buy_time),
  endTime: new Date(w.end_time),
  returned: d(w.returned),
  income: d(w.income),
  nextRelease: toNextRelease(w.next_release_time, w.next_release_amount),
  status: positionStatuses.parse(w.status),
});

export const toPledgeRelease = (w: Wire<typeof pledgeReleaseWire>): PledgeRelease => ({
  id: w.id,
  amount: d(w.amount),
  time: new Date(w.time),
  rate: d(w.rate),
  status: pledgeReleaseStatuses.parse(w.status),
});

export const toPledgeIncome = (w: Wire<typeof pledgeIncomeWire>): PledgeIncome => ({
  id: w.id,
  amount: d(w.amount),
  time: new Date(w.time),
});

export const toReleaseLogPage = async (w: Wire<typeof pledgeReleaseLogWire>): Promise<ReleaseLogPage> => ({
  ...(await toPage(w, toPledgeRelease)),
  position: toPledgePosition(w.position),
  totalReleased: d(w.total_released),
  totalWaiting: d(w.total_waiting),
});

export const toIncomeLogPage = async (w: Wire<typeof pledgeIncomeLogWire>): Promise<IncomeLogPage> => ({
  ...(await toPage(w, toPledgeIncome)),
  totalIncome: d(w.total_income),
});
