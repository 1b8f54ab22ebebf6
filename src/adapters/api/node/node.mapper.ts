import Decimal from 'decimal.js';
import type * as z from 'zod/mini';
import type { Node } from '../../../domain/node/node';
import type { NodeProgramme } from '../../../domain/node/node-programme';
import { parseNodeType } from '../../../domain/node/node-type';
import type { nodeConfig, nodeWire } from '../catalogue/node.schema';

export const toNode = (wire: z.output<typeof nodeWire>): Node => ({
  id: wire.id,
  type: parseNodeType(wire.type),
  levelId: wire.level_id,
  amount: new Decimal(wire.amount),
  days: wire.days,
  totalQuota: wire.total_quota,
  sold: wire.sold_num,
  limitCount: wire.limit_num,
  purchasedCount: wire.buy_num,
  purchased: wire.is_buy === 1,
  withdrawRate: new Decimal(wire.withdraw_rate),
  machineRate: new Decimal(wire.machine_rate),
  powerGifted: new Decimal(wire.power_gift),
});

export const toNodeProgramme = (wire: z.output<(typeof nodeConfig)['response']>): NodeProgramme => ({
  airdropMultiple: new Decimal(wire.airdrop_multiple),
  dividends: wire.dividends === 1,
  agentRights: wire.agent_rights === 1,
  saleEndsAt: new Date(wire.sale_end_time),
});
