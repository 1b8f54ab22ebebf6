import { vi } from 'vitest';

/**
 * Lets the work a test just started run to its next wait: every pending promise, and timers due now.
 * A view-model's `attach` or an action starts loads it does not return; tests await this before they
 * look at the outcome.
 */

/** With real timers: one turn of the event loop (a zero-delay timer fires after the queued promises). */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Under `vi.useFakeTimers()`, where a real zero-delay timer never fires: drain the promise chains a
 * few links deep, then run the timers due now (and the promises they release).
 */
export const settleFakeTimers = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
};
