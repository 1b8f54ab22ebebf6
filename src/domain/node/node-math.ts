import type Decimal from 'decimal.js';
import { addDays } from '../shared/day-math';
import { addAmounts, fromCount, multiplyAmounts } from '../shared/money';
import { err, ok, type Result } from '../shared/result';
import type { LimitReached, Simple } from '../shared/validation';
import type { Node } from './node';

/** The return date: `days` whole days (24 h each) after the purchase. */
export const nodeReturnDate = (purchasedAt: Date, days: number): Date => addDays(purchasedAt, days);

/** Daily mining income = stake × machine_rate (a fraction). */
export const nodeDailyIncome = (amount: Decimal, machineRate: Decimal): Decimal =>
  multiplyAmounts(amount, machineRate);

/** Income over the whole stake = stake × machine_rate × days (no compounding: the rate applies to the stake). */
export const nodeTotalIncome = (amount: Decimal, machineRate: Decimal, days: number): Decimal =>
  multiplyAmounts(nodeDailyIncome(amount, machineRate), fromCount(Math.max(days, 0)));

/** What the user has after `days`: the stake back plus the income of every day. */
export const nodeTotalReturn = (amount: Decimal, machineRate: Decimal, days: number): Decimal =>
  addAmounts(amount, nodeTotalIncome(amount, machineRate, days));

/** Nodes still on sale = total quota − sold, never negative (an oversold quota shows 0, not −1). */
export const quotaLeft = (totalQuota: number, sold: number): number => Math.max(totalQuota - sold, 0);

/** Sold out when no quota is left. */
export const isSoldOut = (totalQuota: number, sold: number): boolean => quotaLeft(totalQuota, sold) === 0;

/** The user reached the per-user limit; a limit of 0 or less means no limit. */
export const isLimitReached = (purchasedCount: number, limitCount: number): boolean =>
  limitCount > 0 && purchasedCount >= limitCount;

/** Whether the user may buy the node now: not sold out, then not over the per-user limit. */
export function checkNodePurchase(node: Node): Result<Node, Simple<'sold-out'> | LimitReached> {
  if (isSoldOut(node.totalQuota, node.sold)) return err({ kind: 'sold-out' });
  if (isLimitReached(node.purchasedCount, node.limitCount)) {
    return err({ kind: 'limit-reached', limit: node.limitCount });
  }
  return ok(node);
}
