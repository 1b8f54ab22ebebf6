/** One day of a list, with its records in the list's order. */
export interface DayGroup<T> {
  /** `YYYY-MM-DD` of the day in the device's time zone. */
  readonly day: string;
  /** The first record's time, for writing the day in the user's language. */
  readonly date: Date;
  readonly items: readonly T[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of a moment in the device's time zone (where the person reads the log). */
export const localDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * Groups a list that is sorted by time (newest first, as the money log comes) into days; records of one day
 * stay together in their order. An invalid date forms a day of its own rather than breaking the list.
 */
export function groupByDay<T extends { readonly createdAt: Date }>(
  records: readonly T[],
  dayOf: (date: Date) => string = localDay,
): readonly DayGroup<T>[] {
  const groups: { day: string; date: Date; items: T[] }[] = [];
  for (const record of records) {
    const day = Number.isNaN(record.createdAt.getTime()) ? '' : dayOf(record.createdAt);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(record);
    else groups.push({ day, date: record.createdAt, items: [record] });
  }
  return groups;
}
