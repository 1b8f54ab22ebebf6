import { makeAutoObservable, runInAction } from 'mobx';
import type { MiningOrderKind } from '../../../application/mining/start-mining.use-case';
import type { Order } from '../../../domain/orders/order';
import type { Result } from '../../../domain/shared/result';
import type { AmountError } from '../../../domain/shared/validation';

/**
 * One USDT amount form of the mining screen (destroy mining, union mining): what was typed, the rule it
 * broke, and the order call under way. The text is kept after a failure (ui-guide: a form keeps what was
 * typed) and cleared once the order is made.
 */
export class MiningForm {
  text = '';
  error: AmountError | null = null;
  failure: unknown = null;
  submitting = false;

  constructor(
    readonly kind: MiningOrderKind,
    private readonly start: (text: string) => Promise<Result<Order, AmountError>>,
    private readonly made: (order: Order) => void,
  ) {
    makeAutoObservable<this, 'start' | 'made'>(
      this,
      { kind: false, start: false, made: false },
      { autoBind: true },
    );
  }

  setText(text: string): void {
    this.text = text.trim();
    this.error = null;
    this.failure = null;
  }

  /** Checks the amount and makes the order; a second tap while one is under way does nothing. */
  async submit(): Promise<void> {
    if (this.submitting) return;
    this.submitting = true;
    this.error = null;
    this.failure = null;
    try {
      const result = await this.start(this.text);
      runInAction(() => {
        if (result.ok) {
          this.text = '';
          this.made(result.value);
        } else {
          this.error = result.error;
        }
      });
    } catch (error) {
      runInAction(() => (this.failure = error));
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
