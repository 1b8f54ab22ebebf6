import type Decimal from 'decimal.js';
import type { Unknown } from '../shared/wire-enum';
import type { NodeType } from './node-type';

/**
 * A super-miner node on sale (spec section 3). Rates are fractions ('0.05' = 5%). `sold` and
 * `purchasedCount` are not in the spec's field list, but quota left and the purchase limit need them.
 */
export interface Node {
  readonly id: number;
  readonly type: NodeType | Unknown;
  /** Tier level, shown as T{levelId}. */
  readonly levelId: number;
  /** Stake, in USDT. */
  readonly amount: Decimal;
  /** Stake duration; the return comes after it. */
  readonly days: number;
  /** Nodes on sale in total. */
  readonly totalQuota: number;
  /** Nodes already sold of the total quota. */
  readonly sold: number;
  /** Nodes one user may buy; 0 means no limit. */
  readonly limitCount: number;
  /** Nodes of this kind the user already bought. */
  readonly purchasedCount: number;
  /** Whether the user holds this node. */
  readonly purchased: boolean;
  /** Fee-share (withdraw_rate) as a fraction. */
  readonly withdrawRate: Decimal;
  /** Daily mining income (machine_rate) as a fraction of the stake. */
  readonly machineRate: Decimal;
  /** Power gifted with the node. */
  readonly powerGifted: Decimal;
}

/** The tier label the screens show: T{level_id}. */
export const nodeLevelLabel = (levelId: number): string => `T${levelId}`;
