import Decimal from 'decimal.js';
import { FUND_RECORD_CODES } from '../../domain/funds/fund-record-type';
import { GOLD_RELEASE_CODES } from '../../domain/gold/gold-release-status';
import { addAmounts, multiplyAmounts, subtractAmounts } from '../../domain/shared/money';
import type { MockState } from '../core/mock-state';
import { goldData, type MockRelease } from './gold.state';

/**
 * Releases of completed gold orders and approved car applications: `rate` of the amount a day, paid to the
 * user's balance, each day one "gold and car order release" entry of the money log. They move on the
 * clock (a day per day since `createdAt`) plus the days the control call adds (`/__mock/gold/release`).
 */

export const RELEASE_DAY_MS = 86_400_000;
/** 1 % a day: a release completes in 100 days. */
export const RELEASE_RATE = '0.01';

/** Starts a release of `amount` USDT for the user. */
export function startRelease(
  state: MockState,
  fields: Pick<MockRelease, 'userId' | 'kind' | 'orderNo' | 'goodsName' | 'amount'>,
  now: number,
): MockRelease {
  const data = goldData(state);
  const releases = data.releases ?? [];
  const release: MockRelease = {
    ...fields,
    id: releases.reduce((max, r) => Math.max(max, r.id), 0) + 1,
    rate: RELEASE_RATE,
    createdAt: new Date(now).toISOString(),
    daysSettled: 0,
    extraDays: 0,
    released: '0',
    releasedAt: null,
  };
  data.releases = [...releases, release];
  return release;
}

const isDone = (r: MockRelease): boolean => new Decimal(r.released).gte(r.amount);

/** Pays out every day due of every release (or only the user's), to the balance and the money log. */
export function settleReleases(state: MockState, now: number, userId?: number): void {
  const data = goldData(state);
  for (const release of data.releases ?? []) {
    if (userId !== undefined && release.userId !== userId) continue;
    const start = Date.parse(release.createdAt);
    const due = Math.floor((now - start) / RELEASE_DAY_MS) + release.extraDays;
    while (release.daysSettled < due && !isDone(release)) {
      const day = release.daysSettled + 1;
      const step = Decimal.min(
        multiplyAmounts(new Decimal(release.amount), new Decimal(release.rate)),
        subtractAmounts(new Decimal(release.amount), new Decimal(release.released)),
      );
      const time = new Date(Math.min(start + day * RELEASE_DAY_MS, now)).toISOString();
      release.released = addAmounts(new Decimal(release.released), step).toFixed();
      release.releasedAt = time;
      release.daysSettled = day;
      const user = state.userById(release.userId);
      if (user) state.updateUser(user.id, { balance: addAmounts(new Decimal(user.balance), step).toFixed() });
      data.releaseEntries = [
        ...(data.releaseEntries ?? []),
        {
          releaseId: release.id,
          userId: release.userId,
          kind: release.kind,
          orderNo: release.orderNo,
          amount: step.toFixed(),
          time,
        },
      ];
    }
  }
}

/** Adds days to every release (the control call), then pays them out. */
export function advanceReleases(state: MockState, days: number, now: number): number {
  const releases = goldData(state).releases ?? [];
  for (const release of releases) release.extraDays += days;
  settleReleases(state, now);
  return releases.length;
}

/** The user's releases of one kind, newest first, optionally of one state, as the list calls answer them. */
export function releaseWiresOf(state: MockState, userId: number, kind: 'gold' | 'car', status?: number) {
  return (goldData(state).releases ?? [])
    .filter((r) => r.userId === userId && r.kind === kind)
    .map((r) => ({
      id: r.id,
      order_no: r.orderNo,
      goods_name: r.goodsName,
      amount: r.amount,
      released: r.released,
      release_rate: r.rate,
      status: isDone(r) ? GOLD_RELEASE_CODES.completed : GOLD_RELEASE_CODES.releasing,
      create_time: r.createdAt,
      release_time: r.releasedAt,
    }))
    .filter((w) => status === undefined || w.status === status)
    .sort((a, b) => b.id - a.id);
}

/** A money-log entry of a gold or car release, in the shape the funds feature's log can list. */
export interface ReleaseFundRecord {
  /** FUND_RECORD_CODES.goldCarOrderRelease. */
  readonly type: number;
  /** USDT paid to the balance, a decimal string. */
  readonly amount: string;
  /** ISO date. */
  readonly time: string;
  /** The gold order number or car application number released. */
  readonly orderNo: string;
  readonly kind: 'gold' | 'car';
}

/**
 * The user's "gold and car order release" money-log entries, newest first, after paying out what is due:
 * the funds feature's money log lists these among its records (the one hook it needs).
 */
export function goldCarReleaseRecords(state: MockState, userId: number, now: number): ReleaseFundRecord[] {
  settleReleases(state, now, userId);
  return (goldData(state).releaseEntries ?? [])
    .filter((e) => e.userId === userId)
    .map((e) => ({
      type: FUND_RECORD_CODES.goldCarOrderRelease,
      amount: e.amount,
      time: e.time,
      orderNo: e.orderNo,
      kind: e.kind,
    }))
    .sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}
