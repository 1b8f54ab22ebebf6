import { inject, injectable } from 'inversify';
import { type IReactionDisposer, makeAutoObservable, reaction, runInAction } from 'mobx';
import { SessionStore } from '../../../application/auth/session.store';
import { CheckNetworkUseCase, type NetworkCheck } from '../../../application/wallet/check-network.use-case';
import { cannotSwitchHere, SwitchNetworkUseCase } from '../../../application/wallet/switch-network.use-case';
import type { ChainParams } from '../../../application/wallet/wallet.port';
import { WalletSessionStore } from '../../../application/wallet/wallet-session.store';
import type { ViewModel } from '../../shared/view-model';
import { type ErrorAction, errorActionOf } from './login-error-action';

/** How often the prompt asks a wallet that cannot switch from here whether the person switched in it. */
export const MANUAL_SWITCH_POLL_MS = 1_000;

/**
 * The wrong-network prompt: while logged in with a wallet, each chain the wallet reports (at login and
 * on every chainChanged) is checked against the configured chains; on another chain the prompt offers
 * to switch. Dismissed, it stays away until the wallet changes chain again.
 */
@injectable()
export class WrongNetworkVm implements ViewModel<void> {
  /** The check of the wallet's current chain; null until it answers (or when it failed). */
  check: NetworkCheck | null = null;
  dismissedChainId: number | null = null;
  switching = false;
  error: unknown = null;
  private stop: IReactionDisposer | null = null;
  private poll: ReturnType<typeof setInterval> | null = null;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(WalletSessionStore) private readonly walletSession: WalletSessionStore,
    @inject(CheckNetworkUseCase) private readonly checkNetwork: CheckNetworkUseCase,
    @inject(SwitchNetworkUseCase) private readonly switchNetwork: SwitchNetworkUseCase,
  ) {
    makeAutoObservable<
      this,
      'session' | 'walletSession' | 'checkNetwork' | 'switchNetwork' | 'stop' | 'poll'
    >(
      this,
      {
        session: false,
        walletSession: false,
        checkNetwork: false,
        switchNetwork: false,
        stop: false,
        poll: false,
      },
      { autoBind: true },
    );
  }

  attach(): void {
    this.stop?.();
    this.stop = reaction(
      () => this.chainId,
      (chainId) => void this.recheck(chainId),
      { fireImmediately: true },
    );
  }

  detach(): void {
    this.stop?.();
    this.stop = null;
    this.stopPolling();
  }

  /** The wallet cannot switch from here: the prompt says to switch in the wallet, and watches for it. */
  get switchInWallet(): boolean {
    return cannotSwitchHere(this.error);
  }

  /** The chain the wallet is on, once logged in with it and the user is loaded. */
  get chainId(): number | null {
    return this.session.loggedIn && this.session.user !== null ? this.walletSession.chainId : null;
  }

  get errorAction(): ErrorAction {
    return errorActionOf(this.error);
  }

  get target(): ChainParams | null {
    return this.check?.target ?? null;
  }

  get visible(): boolean {
    const chainId = this.chainId;
    return (
      chainId !== null &&
      this.check?.chainId === chainId &&
      !this.check.supported &&
      this.check.target !== null &&
      this.dismissedChainId !== chainId
    );
  }

  /** Not now: the prompt comes back when the wallet changes chain again (or on the next login). */
  dismiss(): void {
    this.dismissedChainId = this.chainId;
    this.error = null;
    this.stopPolling();
  }

  /** Asks the wallet to switch; resolves true once it is on the target chain. */
  async switchToTarget(): Promise<boolean> {
    const target = this.target;
    if (!target || this.switching) return false;
    this.switching = true;
    this.error = null;
    try {
      await this.switchNetwork.execute(target);
      return true;
    } catch (error) {
      runInAction(() => (this.error = error));
      // Carry on as soon as the person has switched in the wallet, with or without its chainChanged.
      if (this.switchInWallet) this.startPolling();
      return false;
    } finally {
      runInAction(() => (this.switching = false));
    }
  }

  private startPolling(): void {
    this.stopPolling();
    this.poll = setInterval(() => {
      if (!this.visible) this.stopPolling();
      else void this.switchNetwork.readChain();
    }, MANUAL_SWITCH_POLL_MS);
  }

  private stopPolling(): void {
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
  }

  private async recheck(chainId: number | null): Promise<void> {
    this.error = null;
    this.stopPolling();
    // A dismissal holds for the chain it was given on; any change of chain brings the prompt back.
    if (chainId !== this.dismissedChainId) this.dismissedChainId = null;
    if (chainId === null) {
      this.check = null;
      return;
    }
    try {
      const check = await this.checkNetwork.execute(chainId);
      runInAction(() => {
        // A later chain change may have overtaken this check.
        if (this.chainId === chainId) this.check = check;
      });
    } catch {
      // Without the settings the chain cannot be judged: no prompt rather than a wrong one.
      runInAction(() => {
        if (this.chainId === chainId) this.check = null;
      });
    }
  }
}
