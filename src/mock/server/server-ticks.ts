import type { MockEnv } from '../core/handler';
import { MOCK_FEATURES } from '../core/mock-features';
import type { MockState } from '../core/mock-state';

/**
 * Work the Node server runs on its own clock, every `MockServerOptions.tickMs`, besides answering calls:
 * what must move while no screen polls (deposits seen on the attached chain and credited, withdrawals sent
 * and followed). The in-page mock has no ticks: its features advance on every call instead. A tick runs
 * on the backend's state and environment (MockBackend.runTick); it is never run twice at once, and a
 * failing one is tried again at the next tick.
 */
export type ServerTick = (state: MockState, env: MockEnv) => Promise<void>;

/** The features' ticks: each mock feature's `serverTick` (funds: deposits, withdrawals, savings releases). */
export const SERVER_TICKS: readonly ServerTick[] = MOCK_FEATURES.flatMap((f) =>
  f.serverTick ? [f.serverTick] : [],
);

/** Every `everyMs`, runs each tick in turn unless the previous round is still under way; `stop` ends it. */
export function startTicking(
  run: (tick: ServerTick) => Promise<void>,
  ticks: readonly ServerTick[],
  everyMs: number,
  onError: (error: unknown) => void = (error) => console.error('mock server: a tick failed', error),
): { stop(): Promise<void> } {
  if (everyMs <= 0 || ticks.length === 0) return { stop: async () => {} };
  let round: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (round) return;
    round = (async () => {
      for (const tick of ticks) await run(tick).catch(onError);
    })().finally(() => {
      round = null;
    });
  }, everyMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await round;
    },
  };
}
