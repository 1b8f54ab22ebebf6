/** Time source, so that lifetimes and countdowns can be tested with a fake clock. */
export const Clock = Symbol.for('Clock');
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}
