import type { SocketState } from '../../../application/trade/market-socket.port';

/** What to do after a lost connection: wait `delayMs` in `state`, then connect again. */
export interface RetryPlan {
  readonly delayMs: number;
  readonly state: Extract<SocketState, 'reconnecting' | 'error'>;
}

/**
 * An open counts as stable, and the back-off starts over, at its first data message or after this long open:
 * a server that accepts and closes at once then meets a growing back-off instead of a reconnect storm (version
 * A used to start over on every open: 544 connects in 10 minutes against such a server).
 */
export const STABLE_OPEN_MS = 5_000;

export interface BackoffRule {
  /** The base of the first attempt, doubled for each further one. */
  readonly startMs: number;
  /** No delay is longer than this. */
  readonly capMs: number;
  /** The jitter takes up to this fraction off each delay, so it never passes the cap. */
  readonly jitter: number;
  /** Whether the first attempt waits exactly `startMs` (version B's 1 s of the spec). */
  readonly exactFirst: boolean;
}

/**
 * The wait before reconnect number `attempt` (1-based): `startMs` doubling, capped at `capMs`, minus a random
 * jitter of up to `jitter` of it (`random` in [0, 1)), so that clients dropped together do not return together.
 */
export const exponentialBackoff = (rule: BackoffRule, attempt: number, random: number): number => {
  const base = Math.min(rule.capMs, rule.startMs * 2 ** (Math.max(1, attempt) - 1));
  if (rule.exactFirst && attempt <= 1) return base;
  return Math.round(base * (1 - rule.jitter * random));
};
