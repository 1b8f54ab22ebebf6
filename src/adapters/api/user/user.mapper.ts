import Decimal from 'decimal.js';
import type * as z from 'zod/mini';
import { parseEquipmentType } from '../../../domain/shared/equipment-type';
import type { DirectMember, TeamPerformance, User } from '../../../domain/user/user';
import type { directMemberWire, teamPerformanceWire, userWire } from '../catalogue/user.schema';

export const toUser = (wire: z.output<typeof userWire>): User => ({
  id: wire.id,
  code: wire.code,
  name: wire.name,
  walletAddress: wire.wallet_address,
  inviteLink: wire.invite_link,
  level: wire.level,
  directCount: wire.zhi_num,
  teamCount: wire.team_num,
  personalPerformance: new Decimal(wire.me_performance),
  teamPerformance: new Decimal(wire.team_performance),
  devicePerformance: new Decimal(wire.device_performance),
  power: new Decimal(wire.power),
  balance: new Decimal(wire.balance),
  destroyPool: new Decimal(wire.destroy_pool_num),
  flowPool: new Decimal(wire.flow_pool_num),
});

export const toDirectMember = (wire: z.output<typeof directMemberWire>): DirectMember => ({
  address: wire.address,
  name: wire.name,
  level: wire.level,
  performance: new Decimal(wire.performance),
  joinedAt: new Date(wire.created_at),
});

export const toTeamPerformance = (wire: z.output<typeof teamPerformanceWire>): TeamPerformance => ({
  direct: new Decimal(wire.zhi_performance),
  devices: wire.devices.map((d) => ({
    type: parseEquipmentType(d.type),
    performance: new Decimal(d.performance),
  })),
});
