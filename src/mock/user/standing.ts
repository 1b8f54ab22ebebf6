import Decimal from 'decimal.js';
import { ORDER_TYPE_CODES } from '../../domain/orders/order-status';
import { sumAmounts } from '../../domain/shared/money';
import type { MockState, MockUser } from '../core/mock-state';
import { powerOf } from '../mining/mining-power';
import { nodeTierById } from '../node/node.handlers';
import { currentOrdersOf } from '../orders/orders.handlers';
import { payStatusOf } from '../payment/payment-ledger';

/** What user.info says of a user's standing, kept in step with what they bought. */
export interface Standing {
  /** The account's level, raised to the level of the highest node tier bought (an elite node is T3). */
  readonly level: number;
  /** Power as mining counts it: basic (the account's, running devices, burn and union mining) plus gift (nodes). */
  readonly power: string;
  /** Personal performance: the seeded figure plus the USDT of every paid order. */
  readonly mePerformance: string;
}

/**
 * The rule the real server keeps, and the mock with it: a purchase shows at once on home, mining and team
 * alike (issue 37, item 7: after an elite node, home said T0 and power 0 while mining said 500).
 */
export function standingOf(state: MockState, user: MockUser, now: number): Standing {
  const paid = currentOrdersOf(state, user.id, now).filter((o) => payStatusOf(o) === 'paid');
  const levels = paid.flatMap((o) => {
    const tier = o.goodsId == null ? undefined : nodeTierById(o.goodsId);
    return o.orderType === ORDER_TYPE_CODES.buyNode && tier ? [tier.levelId] : [];
  });
  const power = powerOf(state, user, now);
  return {
    level: Math.max(user.level, ...levels),
    power: sumAmounts([new Decimal(power.basic), new Decimal(power.gift)]).toFixed(),
    mePerformance: sumAmounts([
      new Decimal(user.mePerformance),
      ...paid.map((o) => new Decimal(o.totalPrice)),
    ]).toFixed(),
  };
}
