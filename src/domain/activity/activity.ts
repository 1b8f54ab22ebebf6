import type Decimal from 'decimal.js';
import { type Countdown, countdownTo } from '../shared/countdown';
import type { Token } from '../shared/token';
import type { Unknown } from '../shared/wire-enum';
import { localEnum } from '../shared/wire-enum';

/** Where an activity stands; the wire filter codes are ACTIVITY_FILTER_CODES. */
export const activityStatuses = localEnum('activityStatus', ['upcoming', 'ongoing', 'ended'] as const);
export type ActivityStatus = (typeof activityStatuses.members)[number];

/** The list's status filter and its wire code (0: all). */
export const ACTIVITY_FILTER_CODES = { all: 0, upcoming: 1, ongoing: 2, ended: 3 } as const;
export type ActivityFilter = keyof typeof ACTIVITY_FILTER_CODES;
export const ACTIVITY_FILTERS = Object.keys(ACTIVITY_FILTER_CODES) as ActivityFilter[];

export interface ActivityPeriod {
  readonly startsAt: Date;
  readonly endsAt: Date;
}

/** Ranks `fromRank`..`toRank` (both included) share the same reward each. */
export interface PrizeTier {
  readonly fromRank: number;
  readonly toRank: number;
  readonly reward: Decimal;
}

/** An activity as the list shows it. */
export interface Activity {
  readonly id: number;
  readonly title: string;
  /** Cover image URL. */
  readonly cover: string;
  readonly summary: string;
  readonly period: ActivityPeriod;
  /** The whole prize pool of the total ranking. */
  readonly prizePool: Decimal;
  readonly unit: Token | Unknown;
  /** Rewards have been paid (an "activity settlement" fund record per winner). */
  readonly settled: boolean;
}

/** The person's own part in an activity. */
export interface Participation {
  readonly joined: boolean;
  readonly score: Decimal;
  /** Rank on the total board; null when not ranked. */
  readonly rank: number | null;
  /** The reward of that rank (paid once settled); null when the rank wins nothing. */
  readonly reward: Decimal | null;
}

export interface ActivityDetail extends Activity {
  /** The rules: HTML from the server, shown only after sanitising. */
  readonly rulesHtml: string;
  /** Prize tiers of the total board. */
  readonly tiers: readonly PrizeTier[];
  readonly mine: Participation;
}

/** The status at `now`, from the period alone (so it turns while the page is open). */
export function activityStatusAt(period: ActivityPeriod, now: Date): ActivityStatus {
  if (now.getTime() < period.startsAt.getTime()) return 'upcoming';
  if (now.getTime() < period.endsAt.getTime()) return 'ongoing';
  return 'ended';
}

/** What the countdown counts to: the start of an upcoming activity, the end of an ongoing one. */
export interface ActivityCountdown {
  readonly to: 'start' | 'end';
  readonly left: Countdown;
}

/** The countdown at `now`; null once the activity has ended. */
export function activityCountdown(period: ActivityPeriod, now: Date): ActivityCountdown | null {
  const status = activityStatusAt(period, now);
  if (status === 'ended') return null;
  return status === 'upcoming'
    ? { to: 'start', left: countdownTo(period.startsAt, now) }
    : { to: 'end', left: countdownTo(period.endsAt, now) };
}

/** Milliseconds until the shown countdown second changes (at least 1, at most 1000). */
export function msToNextTick(period: ActivityPeriod, now: Date): number {
  const status = activityStatusAt(period, now);
  const target = status === 'upcoming' ? period.startsAt : period.endsAt;
  const remaining = target.getTime() - now.getTime();
  return remaining > 0 ? remaining % 1000 || 1000 : 1000;
}
