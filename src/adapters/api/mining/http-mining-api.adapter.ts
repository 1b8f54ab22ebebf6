import { inject, injectable } from 'inversify';
import {
  type ActivationRefusalReason,
  ActivationRefused,
  type MiningApi,
} from '../../../application/mining/mining-api.port';
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
import { POWER_LOG_CODES, type PowerLogType } from '../../../domain/mining/mining-status';
import { isAppError } from '../../../domain/shared/app-error';
import type { Page, PageQuery } from '../../../domain/shared/paging';
import { machineGoodsDetail, machineGoodsList } from '../catalogue/mall.schema';
import {
  MINING_CODES,
  miningActivate,
  miningActivation,
  miningConfig,
  miningDestroyList,
  miningMyMiners,
  miningPower,
  miningPowerLog,
} from '../catalogue/mining.schema';
import { HttpClient } from '../http-client';
import { toPage } from '../page.mapper';
import { callPage } from '../paged-call';
import {
  toActivation,
  toDestroyEntry,
  toMachineGoods,
  toMachineGoodsDetail,
  toMiner,
  toMiningPower,
  toMiningSettings,
  toPowerLogEntry,
} from './mining.mapper';

const REASON_OF_CODE: Readonly<Record<number, ActivationRefusalReason>> = {
  [MINING_CODES.activationCodeUnknown]: 'unknown-code',
  [MINING_CODES.activationCodeUsed]: 'code-used',
};

/** Mining calls over HTTP (`mining/*`, and the devices of `machine/goodsList` and `machine/goodsDetail`). */
@injectable()
export class HttpMiningApi implements MiningApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async settings(): Promise<MiningSettings> {
    return toMiningSettings(await this.http.call(miningConfig, {}));
  }

  async power(): Promise<MiningPower> {
    return toMiningPower(await this.http.call(miningPower, {}));
  }

  async powerLog({
    page,
    pageSize,
    type,
  }: PageQuery & { readonly type: PowerLogType | null }): Promise<Page<PowerLogEntry>> {
    const query = { page, page_size: pageSize, ...(type === null ? {} : { type: POWER_LOG_CODES[type] }) };
    return toPage(await callPage(this.http, miningPowerLog, query), toPowerLogEntry);
  }

  async destroyEntries({ page, pageSize }: PageQuery): Promise<Page<DestroyEntry>> {
    return toPage(
      await callPage(this.http, miningDestroyList, { page, page_size: pageSize }),
      toDestroyEntry,
    );
  }

  async myMiners(): Promise<readonly Miner[]> {
    return (await this.http.call(miningMyMiners, {})).map(toMiner);
  }

  async activate(code: string): Promise<Activation> {
    try {
      return toActivation(await this.http.call(miningActivate, { code }));
    } catch (error) {
      const code = isAppError(error) && error.kind === 'server-exception' ? error.detail.code : undefined;
      const reason = code === undefined ? undefined : REASON_OF_CODE[code];
      if (reason) throw new ActivationRefused(reason);
      throw error;
    }
  }

  async activation(id: number): Promise<Activation> {
    return toActivation(await this.http.call(miningActivation, { id }));
  }

  async goods(): Promise<readonly MachineGoods[]> {
    return (await this.http.call(machineGoodsList, {})).map(toMachineGoods);
  }

  async goodsDetail(id: number): Promise<MachineGoodsDetail> {
    return toMachineGoodsDetail(await this.http.call(machineGoodsDetail, { id }));
  }
}
