import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { PledgeTerms } from './pledge';
import {
  incomeAtMaturity,
  minimumNadi,
  poolShare,
  productDeadline,
  productStatus,
  releaseCalendar,
  releasesDue,
  simulateEarlyRedemption,
  valueInU,
} from './pledge-schedule';

const d = (value: string) => new Decimal(value);
const DAY = 1000;
const start = new Date(1_000_000);
const at = (days: number) => new Date(start.getTime() + days * DAY);
const terms = (over: Partial<PledgeTerms> = {}): PledgeTerms => ({
  kind: 'joint',
  days: 7,
  dayRate: d('0.005'),
  monthRate: d('0.15'),
  releaseEveryDays: 1,
  releaseRate: d('1'),
  returns: 'redeem',
  earlyPenaltyRate: d('0.1'),
  dayMs: DAY,
  ...over,
});
const texts = (rows: ReturnType<typeof releaseCalendar>) =>
  rows.map((r) => [
    r.index,
    r.time.getTime() - start.getTime(),
    r.income.toFixed(),
    r.principal.toFixed(),
    r.amount.toFixed(),
    r.runningTotal.toFixed(),
  ]);

describe('releaseCalendar', () => {
  it('redeem: income every day, the whole principal at the end', () => {
    const rows = releaseCalendar(terms({ days: 3 }), d('1000'), start);
    expect(texts(rows)).toEqual([
      [1, 1000, '5', '0', '5', '5'],
      [2, 2000, '5', '0', '5', '10'],
      [3, 3000, '5', '1000', '1005', '1015'],
    ]);
    expect(incomeAtMaturity(rows).toFixed()).toBe('15');
  });

  it('release: a share of the principal each time, the last topping it up; income cut to 6 decimals', () => {
    // 1234.567891 × 0.3 = 370.3703673 → 370.370367; income 1234.567891 × 0.0012 × 2 = 2.9629629384 → 2.962962.
    const rows = releaseCalendar(
      terms({
        days: 7,
        releaseEveryDays: 2,
        releaseRate: d('0.3'),
        returns: 'release',
        dayRate: d('0.0012'),
      }),
      d('1234.567891'),
      start,
    );
    expect(texts(rows)).toEqual([
      [1, 2000, '2.962962', '370.370367', '373.333329', '373.333329'],
      [2, 4000, '2.962962', '370.370367', '373.333329', '746.666658'],
      [3, 6000, '2.962962', '370.370367', '373.333329', '1119.999987'],
      // The last period is one day long and returns what is left: 1234.567891 − 3 × 370.370367.
      [4, 7000, '1.481481', '123.45679', '124.938271', '1244.938258'],
    ]);
    const principal = rows.reduce((sum, r) => sum.plus(r.principal), d('0'));
    expect(principal.toFixed()).toBe('1234.567891');
  });

  it('release rate above what the periods need: later releases pay income only', () => {
    const rows = releaseCalendar(
      terms({ days: 4, returns: 'release', releaseRate: d('0.6') }),
      d('10'),
      start,
    );
    expect(rows.map((r) => r.principal.toFixed())).toEqual(['6', '4', '0', '0']);
  });

  it('no term gives no releases', () => {
    expect(releaseCalendar(terms({ days: 0 }), d('10'), start)).toEqual([]);
  });

  it('releasesDue counts the releases whose time has come', () => {
    const rows = releaseCalendar(terms({ days: 3 }), d('1000'), start);
    expect(releasesDue(rows, at(0)).length).toBe(0);
    expect(releasesDue(rows, new Date(at(2).getTime() - 1)).length).toBe(1);
    expect(releasesDue(rows, at(2)).length).toBe(2);
    expect(releasesDue(rows, at(30)).length).toBe(3);
  });
});

describe('simulateEarlyRedemption', () => {
  it('redeem product after 2 of 7 days: the principal less 10 %, five days of income given up', () => {
    const sim = simulateEarlyRedemption(terms(), d('1000'), start, at(2.5));
    expect(sim && Object.values(sim).map((v) => v.toFixed())).toEqual(['1000', '100', '900', '25', '125']);
  });

  it('release product: only the still-locked principal is charged; the penalty is rounded up', () => {
    const t = terms({ days: 4, returns: 'release', releaseRate: d('0.25'), earlyPenaltyRate: d('0.033333') });
    const sim = simulateEarlyRedemption(t, d('100.000001'), start, at(1));
    // Locked 100.000001 − 25 = 75.000001; 75.000001 × 0.033333 = 2.499975033… → 2.499976.
    expect(sim?.locked.toFixed()).toBe('75.000001');
    expect(sim?.penalty.toFixed()).toBe('2.499976');
    expect(sim?.returned.toFixed()).toBe('72.500025');
  });

  it('is null when the product refuses it, or once the term is over', () => {
    expect(simulateEarlyRedemption(terms({ earlyPenaltyRate: null }), d('1'), start, at(1))).toBeNull();
    expect(simulateEarlyRedemption(terms(), d('1'), start, at(7))).toBeNull();
  });

  it('a 100 % penalty keeps everything and never more', () => {
    const sim = simulateEarlyRedemption(terms({ earlyPenaltyRate: d('1.5') }), d('10'), start, at(1));
    expect(sim?.returned.toFixed()).toBe('0');
    expect(sim?.penalty.toFixed()).toBe('10');
  });
});

describe('product status and deadline', () => {
  const product = (filled: string) => ({
    startDate: at(1),
    endDate: at(10),
    pledgePool: { filled: d(filled), total: d('1000') },
  });

  it.each<[number, string, string, number | null]>([
    [0, '0', 'upcoming', 1],
    [1, '0', 'open', 10],
    [5, '1000', 'full', 10],
    [10, '0', 'ended', null],
    [11, '1000', 'ended', null],
  ])('day %d, filled %s → %s, counting to day %j', (day, filled, status, deadline) => {
    expect(productStatus(product(filled), at(day))).toBe(status);
    const to = productDeadline(product(filled), at(day));
    expect(to === null ? null : (to.getTime() - start.getTime()) / DAY).toBe(deadline);
  });

  it.each<[string, string, string]>([
    ['0', '100', '0'],
    ['25', '100', '0.25'],
    ['150', '100', '1'],
    ['5', '0', '1'],
  ])('pool %s of %s is %s full', (filled, total, share) => {
    expect(poolShare({ filled: d(filled), total: d(total) }).toFixed()).toBe(share);
  });
});

describe('NADI and U', () => {
  it('minimum in NADI is rounded up; no price gives none', () => {
    expect(minimumNadi(d('100'), d('0.0825'))?.toFixed()).toBe('1212.121213');
    expect(minimumNadi(d('100'), d('0.5'))?.toFixed()).toBe('200');
    expect(minimumNadi(d('100'), d('0'))).toBeNull();
  });

  it('value in U is cut to 6 decimals', () => {
    expect(valueInU(d('1212.121213'), d('0.0825')).toFixed()).toBe('100');
    expect(valueInU(d('3.3333333'), d('0.3')).toFixed()).toBe('0.999999');
  });
});
