import type Decimal from 'decimal.js';
import type { Node } from '../../../domain/node/node';
import { isLimitReached, isSoldOut, nodeDailyIncome, quotaLeft } from '../../../domain/node/node-math';

/** What the node cards show beside the node's own numbers, worked out by the domain's rules. */
export interface NodeFacts {
  readonly left: number;
  readonly soldOut: boolean;
  readonly limitReached: boolean;
  /** Share of the quota still on sale, 0 to 1: the progress bar fills with it, as its label counts what is left. */
  readonly leftRatio: number;
  /** USDT a day: stake × machine_rate. */
  readonly dailyIncome: Decimal;
}

export function nodeFacts(node: Node): NodeFacts {
  const left = quotaLeft(node.totalQuota, node.sold);
  return {
    left,
    soldOut: isSoldOut(node.totalQuota, node.sold),
    limitReached: isLimitReached(node.purchasedCount, node.limitCount),
    leftRatio: node.totalQuota > 0 ? Math.min(left / node.totalQuota, 1) : 0,
    dailyIncome: nodeDailyIncome(node.amount, node.machineRate),
  };
}
