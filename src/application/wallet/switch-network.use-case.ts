import { inject, injectable } from 'inversify';
import { AppError } from '../../domain/shared/app-error';
import { AppConfig } from '../shared/app-config';
import { guardChain } from './chain-guard';
import type { ChainParams } from './wallet.port';
import { WalletSessionStore } from './wallet-session.store';

/**
 * Asks the logged-in wallet to switch to a chain (the wallet adapter adds the chain first when the
 * wallet does not know it) and records the chain the wallet is on afterwards. Fails with the wallet's
 * AppError (a declined switch is `wrong-network`); `wallet-connect-failed` when no wallet is attached;
 * `chain-settings-refused` (the wallet not asked) when the chain's settings fail the build's checks.
 */
@injectable()
export class SwitchNetworkUseCase {
  constructor(
    @inject(WalletSessionStore) private readonly walletSession: WalletSessionStore,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute(target: ChainParams): Promise<number> {
    const wallet = this.walletSession.wallet;
    if (!wallet) throw new AppError('wallet-connect-failed', { operation: 'wallet.switchChain' });
    guardChain(target, this.config);
    await wallet.switchChain(target);
    const chainId = await wallet.chainId();
    if (this.walletSession.wallet === wallet) this.walletSession.setChainId(chainId);
    return chainId;
  }
}
