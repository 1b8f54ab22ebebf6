/**
 * Whole days of the server's day length (`dayMs`: a real day in production, seconds in the mock's demo)
 * left until `end`, never negative. A started day counts, so the count reaches 0 exactly at `end`, as
 * people read "remaining days". Invalid dates or a day length of 0 or less give 0.
 */
export function daysLeft(end: Date, now: Date, dayMs: number): number {
  const left = end.getTime() - now.getTime();
  if (!Number.isFinite(left) || !(dayMs > 0) || left <= 0) return 0;
  return Math.ceil(left / dayMs);
}
