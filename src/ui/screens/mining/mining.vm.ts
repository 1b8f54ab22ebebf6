import type Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { MiningApi } from '../../../application/mining/mining-api.port';
import { StartMiningUseCase } from '../../../application/mining/start-mining.use-case';
import {
  destroyQuantity,
  type MachineGoods,
  type MachineGoodsDetail,
  type Miner,
  type MiningPower,
  type MiningSettings,
} from '../../../domain/mining/mining';
import { parseAmount } from '../../../domain/shared/money';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';
import { OrderFlow } from '../orders/order-flow';
import { MiningForm } from './mining-form';

export interface MiningParams {
  readonly active: boolean;
}

/**
 * Mining (`/ming`): power (basic, gift, released, remaining), the four machine kinds (devices on sale,
 * destroy mining and union mining with their USDT minimums, nodes), and the user's miners with device
 * activation. Destroy and union mining are orders made here, then paid now or later; a device is bought on
 * the mall's order confirm page, which asks where to ship it. Each part
 * loads and fails on its own; everything reloads on each visit and after an order or an activation.
 */
@injectable()
export class MiningVm implements ViewModel<MiningParams> {
  readonly settings: Loadable<MiningSettings>;
  readonly power: Loadable<MiningPower>;
  readonly miners: Loadable<readonly Miner[]>;
  readonly goods: Loadable<readonly MachineGoods[]>;
  readonly device: Loadable<MachineGoodsDetail>;
  readonly destroy: MiningForm;
  readonly union: MiningForm;
  readonly flow: OrderFlow;
  /** The device whose sheet is open. */
  deviceId: number | null = null;
  activating = false;
  private readonly visit = new Visit();

  constructor(
    @inject(MiningApi) private readonly mining: MiningApi,
    @inject(StartMiningUseCase) private readonly startMining: StartMiningUseCase,
  ) {
    this.settings = new Loadable(() => mining.settings());
    this.power = new Loadable(() => mining.power());
    this.miners = new Loadable(() => mining.myMiners());
    this.goods = new Loadable(() => mining.goods());
    this.device = new Loadable(() => this.mining.goodsDetail(this.deviceId ?? 0));
    this.flow = new OrderFlow(() => void this.reloadHoldings());
    const made = (order: Parameters<OrderFlow['offer']>[0]) => this.flow.offer(order);
    this.destroy = new MiningForm('destroy', (text) => this.start('destroy', text), made);
    this.union = new MiningForm('union', (text) => this.start('union', text), made);
    makeAutoObservable<this, 'mining' | 'startMining' | 'visit'>(
      this,
      {
        settings: false,
        power: false,
        miners: false,
        goods: false,
        device: false,
        destroy: false,
        union: false,
        flow: false,
        mining: false,
        startMining: false,
        visit: false,
      },
      { autoBind: true },
    );
  }

  attach({ active }: MiningParams): void {
    if (this.visit.attach(active)) void this.reload();
  }

  detach(): void {}

  async reload(): Promise<void> {
    await Promise.all([this.settings.load(), this.goods.load(), this.reloadHoldings()]);
  }

  /** What an order or an activation changes: power and miners. */
  async reloadHoldings(): Promise<void> {
    await Promise.all([this.power.load(), this.miners.load()]);
  }

  /** NADI the typed destroy amount would burn at the current price; null until both are known. */
  get destroyPreview(): Decimal | null {
    const price = this.settings.data?.nadiPrice;
    const amount = parseAmount(this.destroy.text);
    if (!price || !amount.ok || !amount.value.gt(0)) return null;
    return destroyQuantity(amount.value, price);
  }

  /** Shipped devices of the user that wait for their activation code. */
  get awaitingActivation(): readonly Miner[] {
    return (this.miners.data ?? []).filter((m) => m.kind === 'device' && m.activation === null);
  }

  openDevice(id: number): void {
    this.deviceId = id;
    void this.device.load();
  }

  closeDevice(): void {
    this.deviceId = null;
  }

  /**
   * Where Buy goes: the mall's order confirm page, where the delivery address is chosen (the default
   * first) and the order is made and paid.
   */
  get deviceConfirmPath(): string | null {
    const goods = this.device.data;
    return goods && goods.id === this.deviceId ? `/mall/orderConfirm?goods=${goods.id}&num=1` : null;
  }

  openActivation(): void {
    this.activating = true;
  }

  /** The activation sheet closed; what it activated shows in power and miners. */
  closeActivation(): void {
    this.activating = false;
    void this.reloadHoldings();
  }

  private async start(kind: 'destroy' | 'union', text: string) {
    const settings = this.settings.data ?? (await this.loadSettings());
    return this.startMining.execute(kind, text, settings);
  }

  /** The minimums are needed before an amount can be checked: loaded now if the first load failed. */
  private async loadSettings(): Promise<MiningSettings> {
    await this.settings.load();
    const settings = this.settings.data;
    if (!settings) throw this.settings.error;
    return settings;
  }
}
