import Decimal from 'decimal.js';
import type * as z from 'zod/mini';
import type {
  Activation,
  DestroyEntry,
  MachineGoods,
  MachineGoodsDetail,
  Miner,
  MiningPower,
  MiningSettings,
  PowerLogEntry,
} from '../../../domain/mining/mining';
import {
  parseActivationState,
  parseDestroyStatus,
  parseMachineKind,
  parsePowerLogType,
} from '../../../domain/mining/mining-status';
import { parseEquipmentType } from '../../../domain/shared/equipment-type';
import type { machineGoodsDetailWire, machineGoodsWire } from '../catalogue/mall.schema';
import type {
  activationWire,
  destroyEntryWire,
  minerWire,
  miningConfig,
  miningPower,
  powerLogWire,
} from '../catalogue/mining.schema';

export const toMiningSettings = (wire: z.output<(typeof miningConfig)['response']>): MiningSettings => ({
  destroyMinimum: new Decimal(wire.destroy_min),
  unionMinimum: new Decimal(wire.union_min),
  nadiPrice: new Decimal(wire.nadi_price),
});

export const toMiningPower = (wire: z.output<(typeof miningPower)['response']>): MiningPower => ({
  basic: new Decimal(wire.basic),
  gift: new Decimal(wire.gift),
  released: new Decimal(wire.released),
  remaining: new Decimal(wire.remaining),
});

export const toPowerLogEntry = (wire: z.output<typeof powerLogWire>): PowerLogEntry => ({
  id: wire.id,
  type: parsePowerLogType(wire.type),
  amount: new Decimal(wire.amount),
  createdAt: new Date(wire.create_time),
});

export const toDestroyEntry = (wire: z.output<typeof destroyEntryWire>): DestroyEntry => ({
  id: wire.id,
  price: new Decimal(wire.price),
  quantity: new Decimal(wire.num),
  usdtValue: new Decimal(wire.usdt_value),
  createdAt: new Date(wire.create_time),
  status: parseDestroyStatus(wire.status),
});

export const toMiner = (wire: z.output<typeof minerWire>): Miner => ({
  id: wire.id,
  kind: parseMachineKind(wire.kind),
  name: wire.name,
  power: new Decimal(wire.power),
  activation: wire.activation === null ? null : parseActivationState(wire.activation),
  createdAt: new Date(wire.create_time),
});

export const toActivation = (wire: z.output<typeof activationWire>): Activation => ({
  id: wire.id,
  state: parseActivationState(wire.state),
  minerId: wire.miner_id,
});

export const toMachineGoods = (wire: z.output<typeof machineGoodsWire>): MachineGoods => ({
  id: wire.id,
  name: wire.name,
  image: wire.image,
  deviceType: parseEquipmentType(wire.device_type),
  price: new Decimal(wire.price),
  power: new Decimal(wire.power),
  stock: wire.stock,
  sold: wire.sold,
  needDelivery: wire.need_delivery === 1,
});

export const toMachineGoodsDetail = (wire: z.output<typeof machineGoodsDetailWire>): MachineGoodsDetail => ({
  ...toMachineGoods(wire),
  images: wire.images,
  specification: wire.specification,
  content: wire.content,
});
