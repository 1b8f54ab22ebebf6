import type Decimal from 'decimal.js';
import type { Node } from '../../../domain/node/node';
import { isLimitReached, isSoldOut, nodeDailyIncome, quotaLeft } from '../../../domain/node/node-math';

/** What the node cards show beside the node's own numbers, worked out by the domain's rules. */
export interface NodeFacts {
  readonly left: number;
  readonly soldOut: boolean;
  readonly limitReached: boolean;
  /** Sold share of the quota, 0 to 1, for the progress bar. */
  readonly soldRatio: number;
  /** USDT a day: stake × machine_rate. */
  readonly dailyIncome: Decimal;
}

export function nodeFacts(node: Node): NodeFacts {
  const left = quotaLeft(node.totalQuota, node.sold);
  return {
    left,
    soldOut: isSoldOut(node.totalQuota, node.sold),
    limitReached: isLimitReached(node.purchasedCount, node.limitCount),
    soldRatio: node.totalQuota > 0 ? Math.min((node.totalQuota - left) / node.totalQuota, 1) : 1,
    dailyIncome: nodeDailyIncome(node.amount, node.machineRate),
  };
}
