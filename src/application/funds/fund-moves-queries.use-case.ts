import { inject, injectable } from 'inversify';
import type { DepositAddress } from '../../domain/funds/funds';
import { validateRechargeTarget } from '../../domain/funds/funds-rules';
import { AppError } from '../../domain/shared/app-error';
import type { Chain, Token } from '../../domain/shared/token';
import { FundsApi } from './funds-api.port';

/**
 * The deposit address of a coin on a chain. The coin and then the chain must be chosen first (spec section
 * 5); asking without them is a programming error (`system-error`), since the screen offers no way to.
 */
@injectable()
export class LoadDepositAddressUseCase {
  constructor(@inject(FundsApi) private readonly api: FundsApi) {}

  execute(coin: Token | null, chain: Chain | null): Promise<DepositAddress> {
    const target = validateRechargeTarget(coin, chain);
    if (!target.ok)
      return Promise.reject(new AppError('system-error', { operation: 'wallet.depositAddress' }));
    return this.api.depositAddress(target.value.coin, target.value.chain);
  }
}
