import { inject, injectable } from 'inversify';
import { AppError, isAppError } from '../../domain/shared/app-error';
import { AppConfig } from '../shared/app-config';
import { guardChain } from './chain-guard';
import type { ChainParams } from './wallet.port';
import { WalletSessionStore } from './wallet-session.store';

/** Codes of a wallet that cannot switch chains from a page (4200 unsupported method, -32601 no such method). */
const CANNOT_SWITCH: ReadonlySet<unknown> = new Set([4200, -32601]);

/**
 * The wallet refused a switch because it cannot switch from a page (imToken before 2.10, several smaller
 * wallets): the person has to switch in the wallet itself (the adapter's `wrong-network` with the code).
 */
export const cannotSwitchHere = (error: unknown): boolean =>
  isAppError(error) && error.kind === 'wrong-network' && CANNOT_SWITCH.has(error.detail.code);

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

  /**
   * Reads the chain the logged-in wallet is on and records it (for a wallet that switched by the person's
   * hand without `chainChanged`); null without a wallet or when it does not answer.
   */
  async readChain(): Promise<number | null> {
    const wallet = this.walletSession.wallet;
    if (!wallet) return null;
    try {
      const chainId = await wallet.chainId();
      if (this.walletSession.wallet === wallet) this.walletSession.setChainId(chainId);
      return chainId;
    } catch {
      return null;
    }
  }
}
