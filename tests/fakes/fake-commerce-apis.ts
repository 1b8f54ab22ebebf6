import Decimal from 'decimal.js';
import {
  type ActivationRefusalReason,
  ActivationRefused,
  type MiningApi,
} from '../../src/application/mining/mining-api.port';
import type { NodeApi } from '../../src/application/node/node-api.port';
import {
  type OrderListQuery,
  type OrderRefusalReason,
  OrderRefused,
  type OrdersApi,
  type PreOrderRequest,
} from '../../src/application/orders/orders-api.port';
import type {
  Activation,
  DestroyEntry,
  MachineGoods,
  MachineGoodsDetail,
  Miner,
  MiningPower,
  MiningSettings,
  PowerLogEntry,
} from '../../src/domain/mining/mining';
import type { PowerLogType } from '../../src/domain/mining/mining-status';
import type { Node } from '../../src/domain/node/node';
import type { NodeProgramme } from '../../src/domain/node/node-programme';
import type { Order } from '../../src/domain/orders/order';
import type { Page, PageQuery } from '../../src/domain/shared/paging';

/*
 * Fakes of the node, mining and order ports: each answers what it was given, records calls, fails a method
 * with `failWith`, and `hold()` keeps every call waiting until released (for busy states).
 */

const d = (value: string | number) => new Decimal(value);
export const T0 = Date.UTC(2026, 0, 1);

export const sampleNode = (fields: Partial<Node> = {}): Node => ({
  id: 1,
  type: 'elite',
  levelId: 3,
  amount: d(500),
  days: 180,
  totalQuota: 1000,
  sold: 612,
  limitCount: 1,
  purchasedCount: 0,
  purchased: false,
  withdrawRate: d('0.05'),
  machineRate: d('0.003'),
  powerGifted: d(500),
  ...fields,
});

export const sampleProgramme = (fields: Partial<NodeProgramme> = {}): NodeProgramme => ({
  airdropMultiple: d(2),
  dividends: true,
  agentRights: true,
  saleEndsAt: new Date(T0 + 12 * 86_400_000),
  ...fields,
});

export const sampleOrder = (fields: Partial<Order> = {}): Order => ({
  id: 1,
  orderNo: 'NO20260101000001',
  type: 'buyNode',
  status: 'toPay',
  num: 1,
  price: d(500),
  totalPrice: d(500),
  goodsId: 1,
  createdAt: new Date(T0),
  expiresAt: new Date(T0 + 15 * 60_000),
  ...fields,
});

export const sampleGoods = (fields: Partial<MachineGoodsDetail> = {}): MachineGoodsDetail => ({
  id: 1,
  name: 'NADI Tab S1',
  image: 'data:,',
  deviceType: 'tablet',
  price: d(299),
  power: d(100),
  stock: 10,
  sold: 5,
  needDelivery: true,
  images: ['data:,'],
  specification: '10.1"',
  content: '<p>A tablet</p>',
  ...fields,
});

/** A gate: calls wait on it while held. */
class Gate {
  private gate: Promise<void> | null = null;
  hold(): () => void {
    let release = () => {};
    this.gate = new Promise<void>((resolve) => {
      release = () => {
        this.gate = null;
        resolve();
      };
    });
    return release;
  }
  async pass(): Promise<void> {
    if (this.gate) await this.gate;
  }
}

export class FakeNodeApi implements NodeApi {
  nodes: Node[] = [
    sampleNode(),
    sampleNode({ id: 2, type: 'core', amount: d(2000), limitCount: 2, sold: 143, totalQuota: 300 }),
  ];
  programmeValue = sampleProgramme();
  openOrders = new Map<number, Order>();
  failWith: Partial<Record<keyof NodeApi, unknown>> = {};
  readonly calls: string[] = [];
  private readonly gate = new Gate();

  hold(): () => void {
    return this.gate.hold();
  }

  private async step(name: keyof NodeApi): Promise<void> {
    this.calls.push(name);
    await this.gate.pass();
    if (this.failWith[name]) throw this.failWith[name];
  }

  async programme(): Promise<NodeProgramme> {
    await this.step('programme');
    return this.programmeValue;
  }
  async list(): Promise<readonly Node[]> {
    await this.step('list');
    return this.nodes;
  }
  async detail(id: number): Promise<Node> {
    await this.step('detail');
    const node = this.nodes.find((n) => n.id === id);
    if (!node) throw new Error(`no node ${id}`);
    return node;
  }
  async openOrder(nodeId: number): Promise<Order | null> {
    await this.step('openOrder');
    return this.openOrders.get(nodeId) ?? null;
  }
}

export class FakeOrdersApi implements OrdersApi {
  orders: Order[] = [];
  created: PreOrderRequest[] = [];
  cancelled: number[] = [];
  listQueries: OrderListQuery[] = [];
  refuse: Partial<Record<'create' | 'cancel', OrderRefusalReason>> = {};
  failWith: Partial<Record<keyof OrdersApi, unknown>> = {};
  private nextId = 100;
  private readonly gate = new Gate();

  hold(): () => void {
    return this.gate.hold();
  }

  /** Calls of one method so far. */
  count(name: keyof OrdersApi): number {
    return this.callLog.filter((call) => call === name).length;
  }

  private readonly callLog: (keyof OrdersApi)[] = [];

  private async step(name: keyof OrdersApi): Promise<void> {
    this.callLog.push(name);
    await this.gate.pass();
    if (this.failWith[name]) throw this.failWith[name];
    const reason = name === 'create' || name === 'cancel' ? this.refuse[name] : undefined;
    if (reason) throw new OrderRefused(reason, 'refused');
  }

  async create(request: PreOrderRequest): Promise<Order> {
    this.created.push(request);
    await this.step('create');
    const order = sampleOrder({
      id: this.nextId++,
      type: request.type,
      goodsId: request.goodsId ?? null,
      totalPrice: request.amount ?? d(500),
    });
    this.orders.unshift(order);
    return order;
  }
  async unpaid(): Promise<readonly Order[]> {
    await this.step('unpaid');
    return this.orders.filter((o) => o.status === 'toPay');
  }
  async list(query: OrderListQuery): Promise<Page<Order>> {
    this.listQueries.push(query);
    await this.step('list');
    const shown = this.orders.filter((o) => query.filter === 'all' || o.status === query.filter);
    const items = shown.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
    return { items, total: shown.length, page: query.page, pageSize: query.pageSize };
  }
  async cancel(id: number): Promise<Order> {
    this.cancelled.push(id);
    await this.step('cancel');
    const index = this.orders.findIndex((o) => o.id === id);
    const order = this.orders[index];
    if (!order) throw new OrderRefused('not-found');
    const cancelled = { ...order, status: 'cancelled' as const };
    this.orders[index] = cancelled;
    return cancelled;
  }
}

export class FakeMiningApi implements MiningApi {
  settingsValue: MiningSettings = { destroyMinimum: d(100), unionMinimum: d(500), nadiPrice: d('0.0825') };
  powerValue: MiningPower = { basic: d(100), gift: d(50), released: d(30), remaining: d(120) };
  miners: Miner[] = [
    { id: 1, kind: 'device', name: 'NADI Phone X', power: d(180), activation: null, createdAt: new Date(T0) },
    { id: 2, kind: 'node', name: 'T3 node', power: d(500), activation: 'success', createdAt: new Date(T0) },
  ];
  goodsList: MachineGoodsDetail[] = [sampleGoods(), sampleGoods({ id: 3, name: 'NADI Fold Z', stock: 0 })];
  destroy: DestroyEntry[] = [];
  log: PowerLogEntry[] = [];
  /** Each activation answers these states in turn (the last one repeats). */
  activationStates: Activation['state'][] = ['pending', 'success'];
  refuseActivation: ActivationRefusalReason | null = null;
  failWith: Partial<Record<keyof MiningApi, unknown>> = {};
  readonly calls: Array<{ name: keyof MiningApi; args: unknown[] }> = [];
  private answered = 0;
  private readonly gate = new Gate();

  hold(): () => void {
    return this.gate.hold();
  }

  callsOf(name: keyof MiningApi): number {
    return this.calls.filter((c) => c.name === name).length;
  }

  private async step(name: keyof MiningApi, ...args: unknown[]): Promise<void> {
    this.calls.push({ name, args });
    await this.gate.pass();
    if (this.failWith[name]) throw this.failWith[name];
  }

  private nextActivation(): Activation {
    const state =
      this.activationStates[Math.min(this.answered, this.activationStates.length - 1)] ?? 'pending';
    this.answered += 1;
    return { id: 7, state, minerId: state === 'success' ? 9 : null };
  }

  async settings(): Promise<MiningSettings> {
    await this.step('settings');
    return this.settingsValue;
  }
  async power(): Promise<MiningPower> {
    await this.step('power');
    return this.powerValue;
  }
  async powerLog(query: PageQuery & { readonly type: PowerLogType | null }): Promise<Page<PowerLogEntry>> {
    await this.step('powerLog', query);
    const items = this.log.filter((l) => query.type === null || l.type === query.type);
    return { items, total: items.length, page: query.page, pageSize: query.pageSize };
  }
  async destroyEntries(query: PageQuery): Promise<Page<DestroyEntry>> {
    await this.step('destroyEntries', query);
    return { items: this.destroy, total: this.destroy.length, page: query.page, pageSize: query.pageSize };
  }
  async myMiners(): Promise<readonly Miner[]> {
    await this.step('myMiners');
    return this.miners;
  }
  async activate(code: string): Promise<Activation> {
    await this.step('activate', code);
    if (this.refuseActivation) throw new ActivationRefused(this.refuseActivation);
    this.answered = 0;
    return this.nextActivation();
  }
  async activation(id: number): Promise<Activation> {
    await this.step('activation', id);
    return this.nextActivation();
  }
  async goods(): Promise<readonly MachineGoods[]> {
    await this.step('goods');
    return this.goodsList;
  }
  async goodsDetail(id: number): Promise<MachineGoodsDetail> {
    await this.step('goodsDetail', id);
    const goods = this.goodsList.find((g) => g.id === id);
    if (!goods) throw new Error(`no goods ${id}`);
    return goods;
  }
}
