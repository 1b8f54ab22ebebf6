import Decimal from 'decimal.js';
import {
  type ActivationRefusalReason,
  ActivationRefused,
  type MiningApi,
} from '../../src/application/mining/mining-api.port';
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
import type { Page, PageQuery } from '../../src/domain/shared/paging';
import { Gate } from './gate';
import { T0 } from './sample-time';

const d = (value: string | number) => new Decimal(value);

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

/**
 * MiningApi with settings, power, two miners and two machine goods: answers what it was given, records
 * calls, refuses an activation with `refuseActivation`, fails a method with `failWith`, and `hold()` keeps
 * every call waiting until released.
 */
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

  /** Keeps every call waiting until the returned release is called. */
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
