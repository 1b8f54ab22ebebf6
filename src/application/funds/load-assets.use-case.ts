import { inject, injectable } from 'inversify';
import type { Assets } from '../../domain/funds/funds';
import { FundsApi } from './funds-api.port';

/** The user's accounts (fund, trade, destroy quota) per coin with the total in USDT; fails with the API's AppError. */
@injectable()
export class LoadAssetsUseCase {
  constructor(@inject(FundsApi) private readonly funds: FundsApi) {}

  execute(): Promise<Assets> {
    return this.funds.assets();
  }
}
