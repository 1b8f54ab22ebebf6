import { inject, injectable } from 'inversify';
import type {
  DestroyEntry,
  MachineGoods,
  MachineGoodsDetail,
  Miner,
  MiningPower,
  MiningSettings,
  PowerLogEntry,
} from '../../domain/mining/mining';
import type { PowerLogType } from '../../domain/mining/mining-status';
import type { Page } from '../../domain/shared/paging';
import { MiningApi } from './mining-api.port';

/*
 * The read-only mining use cases: each answers one thing a mining screen shows and fails with the API's
 * AppError. They hold no rules (those are in the domain); they exist so that screens depend on use cases,
 * never on ports.
 */

@injectable()
export class GetMiningSettingsUseCase {
  constructor(@inject(MiningApi) private readonly mining: MiningApi) {}
  execute(): Promise<MiningSettings> {
    return this.mining.settings();
  }
}

@injectable()
export class GetMiningPowerUseCase {
  constructor(@inject(MiningApi) private readonly mining: MiningApi) {}
  execute(): Promise<MiningPower> {
    return this.mining.power();
  }
}

@injectable()
export class ListMyMinersUseCase {
  constructor(@inject(MiningApi) private readonly mining: MiningApi) {}
  execute(): Promise<readonly Miner[]> {
    return this.mining.myMiners();
  }
}

@injectable()
export class ListMachineGoodsUseCase {
  constructor(@inject(MiningApi) private readonly mining: MiningApi) {}
  execute(): Promise<readonly MachineGoods[]> {
    return this.mining.goods();
  }
}

@injectable()
export class GetMachineGoodsUseCase {
  constructor(@inject(MiningApi) private readonly mining: MiningApi) {}
  execute(id: number): Promise<MachineGoodsDetail> {
    return this.mining.goodsDetail(id);
  }
}

@injectable()
export class ListDestroyEntriesUseCase {
  constructor(@inject(MiningApi) private readonly mining: MiningApi) {}
  execute(page: number, pageSize: number): Promise<Page<DestroyEntry>> {
    return this.mining.destroyEntries({ page, pageSize });
  }
}

@injectable()
export class ListPowerLogUseCase {
  constructor(@inject(MiningApi) private readonly mining: MiningApi) {}
  execute(type: PowerLogType | null, page: number, pageSize: number): Promise<Page<PowerLogEntry>> {
    return this.mining.powerLog({ page, pageSize, type });
  }
}
