import Decimal from 'decimal.js';
import type {
  PledgeIncome,
  PledgePosition,
  PledgeProduct,
  PledgeRelease,
  PositionStatus,
} from '../../src/domain/pledge/pledge';
import { type ReleaseRow, releaseCalendar } from '../../src/domain/pledge/pledge-schedule';
import { sumAmounts } from '../../src/domain/shared/money';

const ZERO = new Decimal(0);
const at = (time: Date) => time.getTime();

/**
 * One position of the fake, paid on the domain's release calendar as time passes: each release's income,
 * and for a `release` product its share of principal; a `redeem` product's principal only comes back with
 * the redemption. After a redemption nothing more is paid.
 */
export class FakeHolding {
  redeemed: { readonly time: Date; readonly amount: Decimal } | null = null;
  readonly rows: readonly ReleaseRow[];

  constructor(
    readonly product: PledgeProduct,
    readonly id: number,
    readonly amount: Decimal,
    readonly amountU: Decimal,
    readonly buyTime: Date,
  ) {
    this.rows = releaseCalendar(product, amount, buyTime);
  }

  /** The releases paid by `now`. */
  paid(now: Date): readonly ReleaseRow[] {
    const until = this.redeemed && at(this.redeemed.time) < at(now) ? this.redeemed.time : now;
    return this.rows.filter((row) => at(row.time) <= at(until));
  }

  /** Principal a paid release returned. */
  principalOf(row: ReleaseRow): Decimal {
    return this.product.returns === 'release' ? row.principal : ZERO;
  }

  /** What came back to the fund account by `now`, less what was saved. */
  net(now: Date): Decimal {
    const paid = this.paid(now);
    return sumAmounts([
      ...paid.map((row) => row.income.plus(this.principalOf(row))),
      this.redeemed?.amount ?? ZERO,
    ]).minus(this.amount);
  }

  status(now: Date): PositionStatus {
    if (this.redeemed) return 'redeemed';
    if (this.paid(now).length < this.rows.length) return 'active';
    return this.product.returns === 'release' ? 'completed' : 'matured';
  }

  position(now: Date): PledgePosition {
    const p = this.product;
    const paid = this.paid(now);
    const next = this.redeemed ? undefined : this.rows.find((row) => at(row.time) > at(now));
    return {
      kind: p.kind,
      days: p.days,
      dayRate: p.dayRate,
      monthRate: p.monthRate,
      releaseEveryDays: p.releaseEveryDays,
      releaseRate: p.releaseRate,
      returns: p.returns,
      earlyPenaltyRate: p.earlyPenaltyRate,
      dayMs: p.dayMs,
      id: this.id,
      productId: p.id,
      amount: this.amount,
      amountU: this.amountU,
      buyTime: this.buyTime,
      endTime: new Date(at(this.buyTime) + p.days * p.dayMs),
      returned: sumAmounts([...paid.map((row) => this.principalOf(row)), this.redeemed?.amount ?? ZERO]),
      income: sumAmounts(paid.map((row) => row.income)),
      nextRelease: next ? { time: next.time, amount: next.amount } : null,
      status: this.status(now),
    };
  }

  /** Principal releases, oldest first: paid ones redeemed, the rest waiting; a redemption as the last. */
  releases(now: Date): PledgeRelease[] {
    const paid = this.paid(now).length;
    const rate = this.product.returns === 'release' ? this.product.releaseRate : new Decimal(1);
    const records: PledgeRelease[] = [];
    this.rows.forEach((row, index) => {
      if (!row.principal.gt(0)) return;
      const base = { id: row.index, amount: row.principal, time: row.time, rate };
      if (index < paid && this.principalOf(row).gt(0)) records.push({ ...base, status: 'redeemed' });
      else if (!this.redeemed) records.push({ ...base, status: 'waiting' });
    });
    if (this.redeemed) {
      const { time, amount } = this.redeemed;
      records.push({ id: this.rows.length + 1, amount, time, rate, status: 'redeemed' });
    }
    return records;
  }

  /** Income records, newest first. */
  incomes(now: Date): PledgeIncome[] {
    return this.paid(now)
      .map((row) => ({ id: row.index, amount: row.income, time: row.time }))
      .reverse();
  }
}
