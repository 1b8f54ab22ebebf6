/** A day as the product counts it: 24 hours of elapsed time, independent of the device's zone and DST. */
export const DAY_MS = 86_400_000;

/** The moment `days` whole days after `start` (start + days × 24 h); an invalid input gives an invalid Date. */
export const addDays = (start: Date, days: number): Date =>
  new Date(Number.isFinite(days) ? start.getTime() + Math.trunc(days) * DAY_MS : Number.NaN);

/**
 * Whole days left until `end`, never negative. A started day counts as remaining (1 hour left is 1 day),
 * so the count reaches 0 exactly when the end is reached, as users read "days remaining". Invalid dates give 0.
 */
export function remainingDays(end: Date, now: Date): number {
  const left = end.getTime() - now.getTime();
  return Number.isFinite(left) && left > 0 ? Math.ceil(left / DAY_MS) : 0;
}
