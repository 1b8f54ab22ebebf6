import { makeAutoObservable, runInAction } from 'mobx';
import type { LoginStep } from '../../../application/auth/login-with-wallet.use-case';

/** How long a wallet may take to answer a connection or a signature before the sheet offers a way out. */
export const WALLET_STALL_MS = 5_000;

/** The steps that wait for the person in the wallet (the others wait for the server, with its timeouts). */
const WALLET_STEPS: ReadonlySet<LoginStep> = new Set(['connecting', 'signing']);

/**
 * Whether the wallet has left a step that waits for it unanswered for WALLET_STALL_MS (a locked wallet, a
 * prompt the wallet lost: MetaMask Mobile through the SDK): the connect sheet then says what to do.
 */
export class WalletStall {
  stalled = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly ms = WALLET_STALL_MS) {
    makeAutoObservable<this, 'timer' | 'ms'>(this, { timer: false, ms: false }, { autoBind: true });
  }

  /** A step began (null: none): the wait starts again at a step that waits for the wallet, else stops. */
  watch(step: LoginStep | null): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.stalled = false;
    if (step === null || !WALLET_STEPS.has(step)) return;
    this.timer = setTimeout(() => runInAction(() => (this.stalled = true)), this.ms);
  }
}
