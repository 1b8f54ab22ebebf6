import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  ActivateDeviceUseCase,
  type ActivationCodeError,
} from '../../../application/mining/activate-device.use-case';
import { MiningApi } from '../../../application/mining/mining-api.port';
import type { Activation } from '../../../domain/mining/mining';
import type { ViewModel } from '../../shared/view-model';

/** Where the sheet stands: typing, sending, waiting for the device, and the three outcomes. */
export type ActivationStep = 'entry' | 'sending' | 'pending' | 'success' | 'failed' | 'later';

/** How often, and how many times, a pending activation is asked about before "refresh later". */
export const ACTIVATION_POLL_MS = 1500;
export const ACTIVATION_POLLS = 8;

/**
 * Activating a shipped device by the code printed on it (spec sections 4 and 5): the code is required and
 * checked for its shape, then the activation is pending while the device answers; it succeeds, or fails
 * with "refresh later to check". Still pending after a while, the sheet says to refresh later too (the
 * server goes on; the miners list shows the outcome). Polling stops when the sheet closes.
 */
@injectable()
export class ActivationVm implements ViewModel<void> {
  code = '';
  error: ActivationCodeError | null = null;
  failure: unknown = null;
  step: ActivationStep = 'entry';
  activation: Activation | null = null;
  private polls = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    @inject(ActivateDeviceUseCase) private readonly activate: ActivateDeviceUseCase,
    @inject(MiningApi) private readonly mining: MiningApi,
  ) {
    makeAutoObservable<this, 'activate' | 'mining' | 'polls' | 'timer'>(
      this,
      { activate: false, mining: false, polls: false, timer: false },
      { autoBind: true },
    );
  }

  attach(): void {}

  detach(): void {
    this.stopPolling();
  }

  setCode(code: string): void {
    this.code = code;
    this.error = null;
    this.failure = null;
  }

  get busy(): boolean {
    return this.step === 'sending' || this.step === 'pending';
  }

  async submit(): Promise<void> {
    if (this.busy) return;
    this.step = 'sending';
    this.error = null;
    this.failure = null;
    this.polls = 0;
    try {
      const result = await this.activate.execute(this.code);
      runInAction(() => {
        if (result.ok) this.follow(result.value);
        else {
          this.error = result.error;
          this.step = 'entry';
        }
      });
    } catch (error) {
      runInAction(() => {
        this.failure = error;
        this.step = 'entry';
      });
    }
  }

  /** Another code after an outcome. */
  again(): void {
    this.stopPolling();
    this.code = '';
    this.activation = null;
    this.step = 'entry';
  }

  private follow(activation: Activation): void {
    this.activation = activation;
    switch (activation.state) {
      case 'success':
        this.step = 'success';
        return;
      case 'failed':
        this.step = 'failed';
        return;
      case 'pending':
        this.step = 'pending';
        this.schedule();
        return;
      default:
        this.step = 'later';
    }
  }

  private schedule(): void {
    this.stopPolling();
    this.timer = setTimeout(() => void this.poll(), ACTIVATION_POLL_MS);
  }

  private async poll(): Promise<void> {
    this.timer = null;
    const id = this.activation?.id;
    if (id === undefined || this.step !== 'pending') return;
    this.polls += 1;
    try {
      const activation = await this.mining.activation(id);
      if (this.step !== 'pending') return;
      runInAction(() => {
        if (activation.state === 'pending' && this.polls >= ACTIVATION_POLLS) this.step = 'later';
        else this.follow(activation);
      });
    } catch {
      // A failed look changes nothing on the server: try again, or say "refresh later" once out of tries.
      runInAction(() => {
        if (this.step !== 'pending') return;
        if (this.polls >= ACTIVATION_POLLS) this.step = 'later';
        else this.schedule();
      });
    }
  }

  private stopPolling(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
