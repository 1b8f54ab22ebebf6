const SECOND = 1000;
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Time left, split for a days / hours / minutes / seconds display. */
export interface Countdown {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  /** Whole seconds left, the sum of the four parts. */
  readonly totalSeconds: number;
  /** True once nothing is left; the parts are then all 0. */
  readonly done: boolean;
}

/**
 * Splits milliseconds remaining. A started second counts as a whole one (1.5 s shows 2 s), so the display
 * reaches 0 exactly when `done` turns true instead of showing 00:00:00 for up to a second before it.
 * Negative, NaN or infinite input counts as done; it never yields negative parts.
 */
export function splitCountdown(msRemaining: number): Countdown {
  const totalSeconds = Number.isFinite(msRemaining) && msRemaining > 0 ? Math.ceil(msRemaining / SECOND) : 0;
  return {
    days: Math.floor(totalSeconds / DAY),
    hours: Math.floor((totalSeconds % DAY) / HOUR),
    minutes: Math.floor((totalSeconds % HOUR) / MINUTE),
    seconds: totalSeconds % MINUTE,
    totalSeconds,
    done: totalSeconds === 0,
  };
}

/** The countdown from `now` to `end`. */
export const countdownTo = (end: Date, now: Date): Countdown => splitCountdown(end.getTime() - now.getTime());

/** Two-digit display of a countdown part (5 → '05'); parts of 100 or more are shown whole. */
export const padPart = (part: number): string => String(part).padStart(2, '0');
