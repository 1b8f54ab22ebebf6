/**
 * How the payment engine waits for the server to see a transaction confirmed. Bound in the container only
 * when the defaults do not suit (tests pass a fake that does not really sleep).
 */
export const PaymentTiming = Symbol.for('PaymentTiming');
export interface PaymentTiming {
  /** Pause between two `pay/status` polls. */
  readonly pollIntervalMs: number;
  /**
   * How long to poll before giving up on this screen. The payment is not forgotten: its hash stays with
   * the server and in session storage, and the next attempt resumes waiting instead of paying again.
   */
  readonly confirmationTimeoutMs: number;
  /** Resolves after `ms` milliseconds. */
  sleep(ms: number): Promise<void>;
  /** Milliseconds since the epoch. */
  now(): number;
}

export const DEFAULT_PAYMENT_TIMING: PaymentTiming = {
  pollIntervalMs: 3_000,
  confirmationTimeoutMs: 10 * 60_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
};
