import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadDepositAddressUseCase } from '../../../application/funds/fund-moves-queries.use-case';
import { type DepositSendPhase, SendDepositUseCase } from '../../../application/funds/send-deposit.use-case';
import { ConnectivityStore, type MoneyBlock } from '../../../application/shared/connectivity.store';
import type { DepositAddress } from '../../../domain/funds/funds';
import {
  addressToCopy,
  validateRechargeAmount,
  validateRechargeTarget,
} from '../../../domain/funds/funds-rules';
import type { Chain, Token } from '../../../domain/shared/token';
import type { AmountError } from '../../../domain/shared/validation';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';

export interface DepositParams {
  readonly active: boolean;
}

/** The coins a deposit takes, and the chains, in the order the screen offers them. */
export const DEPOSIT_COINS: readonly Token[] = ['USDT', 'NADI'];
export const DEPOSIT_CHAINS: readonly Chain[] = ['BSC', 'NADI'];

/**
 * Deposit (/recharge, spec section 5): the coin first, then the chain; only then the deposit address (text,
 * QR, copy) with its minimum and the confirmations it needs. "Send from my wallet" asks the browser wallet
 * for a real token transfer of a checked amount to that address; `sent` holds its hash (the screen then
 * goes to the deposit list, which follows it).
 */
@injectable()
export class DepositVm implements ViewModel<DepositParams> {
  coin: Token | null = null;
  chain: Chain | null = null;
  address: DepositAddress | null = null;
  addressLoading = false;
  addressError: unknown = null;
  amountText = '';
  amountError: AmountError | null = null;
  /** What the sending is doing; null when nothing is being sent. */
  phase: DepositSendPhase | null = null;
  failure: unknown = null;
  sent: string | null = null;
  private generation = 0;
  private readonly visit = new Visit();

  constructor(
    @inject(LoadDepositAddressUseCase) private readonly loadAddress: LoadDepositAddressUseCase,
    @inject(SendDepositUseCase) private readonly sendDeposit: SendDepositUseCase,
    @inject(ConnectivityStore) private readonly connectivity: ConnectivityStore,
  ) {
    makeAutoObservable<this, 'loadAddress' | 'sendDeposit' | 'generation' | 'visit' | 'connectivity'>(
      this,
      { loadAddress: false, sendDeposit: false, generation: false, visit: false, connectivity: false },
      { autoBind: true },
    );
  }

  /** The demo build reaches no chain: its backend sees the wallet's transfer arrive (the screen says so). */
  get simulated(): boolean {
    return this.sendDeposit.simulated;
  }

  /** Why nothing can be sent from the wallet right now (offline: refused, never queued); null when it can. */
  get moneyBlock(): MoneyBlock | null {
    return this.connectivity.moneyBlock;
  }

  /** A new visit starts a new sending; the chosen coin and chain stay, their address is asked again. */
  attach({ active }: DepositParams): void {
    if (!this.visit.attach(active)) return;
    this.sent = null;
    this.failure = null;
    if (this.target) void this.load();
  }

  detach(): void {
    this.visit.leave();
  }

  /** The chains can be chosen once a coin is (spec: a coin, then a chain). */
  get chainsEnabled(): boolean {
    return this.coin !== null;
  }

  /** What is still to choose before the address shows: 'coin-not-chosen', 'chain-not-chosen', or null. */
  get missing(): 'coin-not-chosen' | 'chain-not-chosen' | null {
    const target = validateRechargeTarget(this.coin, this.chain);
    return target.ok ? null : target.error.kind;
  }

  /** The address to show and copy, once coin and chain are chosen and the backend gave one. */
  get copyable(): string | null {
    if (!this.address || this.address.coin !== this.coin || this.address.chain !== this.chain) return null;
    const address = addressToCopy(this.coin, this.chain, this.address.address);
    return address.ok ? address.value : null;
  }

  get sending(): boolean {
    return this.phase !== null;
  }

  chooseCoin(coin: Token): void {
    if (this.sending || coin === this.coin) return;
    this.coin = coin;
    this.resetSending();
    if (this.target) void this.load();
  }

  chooseChain(chain: Chain): void {
    if (this.sending || !this.chainsEnabled || chain === this.chain) return;
    this.chain = chain;
    this.resetSending();
    void this.load();
  }

  setAmount(text: string): void {
    this.amountText = text;
    this.amountError = null;
    this.failure = null;
  }

  /** Asks the deposit address again (retry). */
  async load(): Promise<void> {
    const generation = ++this.generation;
    this.address = null;
    this.addressError = null;
    this.addressLoading = true;
    try {
      const address = await this.loadAddress.execute(this.coin, this.chain);
      if (generation === this.generation) runInAction(() => (this.address = address));
    } catch (error) {
      if (generation === this.generation) runInAction(() => (this.addressError = error));
    } finally {
      if (generation === this.generation) runInAction(() => (this.addressLoading = false));
    }
  }

  /**
   * Checks the amount (not empty, a number, above 0, at most 6 decimals, at least the minimum deposit) and
   * sends it from the browser wallet; resolves true once the wallet sent it. A second tap while sending
   * does nothing.
   */
  async send(): Promise<boolean> {
    const address = this.address;
    if (this.sending || !address || this.copyable === null || this.moneyBlock) return false;
    const amount = validateRechargeAmount(this.amountText, address.minAmount);
    if (!amount.ok) {
      this.amountError = amount.error;
      return false;
    }
    this.failure = null;
    this.phase = 'checking';
    try {
      const hash = await this.sendDeposit.execute(
        { coin: address.coin, chain: address.chain, to: address.address, amount: amount.value },
        (phase) => runInAction(() => (this.phase = phase)),
      );
      runInAction(() => (this.sent = hash));
      return true;
    } catch (error) {
      runInAction(() => (this.failure = error));
      return false;
    } finally {
      runInAction(() => (this.phase = null));
    }
  }

  private get target(): boolean {
    return this.missing === null;
  }

  private resetSending(): void {
    this.amountError = null;
    this.failure = null;
    this.sent = null;
  }
}
