import type {
  Activation,
  DestroyEntry,
  MachineGoods,
  MachineGoodsDetail,
  Miner,
  MiningPower,
  MiningSettings,
  PowerLogEntry,
} from '../../domain/mining/mining';
import type { PowerLogType } from '../../domain/mining/mining-status';
import type { Page, PageQuery } from '../../domain/shared/paging';

/** Why the server refused an activation code: no device has it, or it was used already. */
export type ActivationRefusalReason = 'unknown-code' | 'code-used';

export class ActivationRefused extends Error {
  constructor(readonly reason: ActivationRefusalReason) {
    super(`activation refused: ${reason}`);
    this.name = 'ActivationRefused';
  }
}

export const isActivationRefused = (value: unknown): value is ActivationRefused =>
  value instanceof ActivationRefused;

/** Mining calls (`mining/*`, proposed; `machine/goodsList`, `machine/goodsDetail`); failures are AppErrors. */
export const MiningApi = Symbol.for('MiningApi');
export interface MiningApi {
  /** Destroy and union minimums and the NADI price. */
  settings(): Promise<MiningSettings>;
  /** The user's power: basic, gift, released, remaining. */
  power(): Promise<MiningPower>;
  /** A page of the power log, newest first; `type` null for every type. */
  powerLog(query: PageQuery & { readonly type: PowerLogType | null }): Promise<Page<PowerLogEntry>>;
  /** A page of the user's destroy entries, newest first. */
  destroyEntries(query: PageQuery): Promise<Page<DestroyEntry>>;
  /** The user's miners, newest first. */
  myMiners(): Promise<readonly Miner[]>;
  /** Starts activating a shipped device by its code; refused with ActivationRefused. */
  activate(code: string): Promise<Activation>;
  /** Where an activation stands. */
  activation(id: number): Promise<Activation>;
  /** Devices on sale. */
  goods(): Promise<readonly MachineGoods[]>;
  /** One device with pictures and description. */
  goodsDetail(id: number): Promise<MachineGoodsDetail>;
}
