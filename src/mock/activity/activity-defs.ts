import Decimal from 'decimal.js';
import type { ActivityKey } from './activity-content';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Midnight UTC of the day of `ms`. */
export const dayStart = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;

export interface TierDef {
  readonly from: number;
  readonly to: number;
  /** NADI each rank of the tier wins. */
  readonly reward: string;
}

/** One demo activity: its words, its period (relative to "now" for the live ones), its prize tiers. */
export interface ActivityDef {
  readonly id: number;
  readonly key: ActivityKey;
  readonly unit: 'NADI';
  /** Gradient of its cover. */
  readonly colors: readonly [string, string];
  period(now: number): { readonly start: number; readonly end: number };
  readonly tiers: { readonly total: readonly TierDef[]; readonly day: readonly TierDef[] };
}

const TOTAL_TIERS: readonly TierDef[] = [
  { from: 1, to: 1, reward: '1000' },
  { from: 2, to: 2, reward: '600' },
  { from: 3, to: 3, reward: '400' },
  { from: 4, to: 10, reward: '100' },
  { from: 11, to: 20, reward: '30' },
];
const DAY_TIERS: readonly TierDef[] = [
  { from: 1, to: 1, reward: '50' },
  { from: 2, to: 2, reward: '30' },
  { from: 3, to: 3, reward: '20' },
  { from: 4, to: 10, reward: '5' },
];

/**
 * The demo's activities: a race that ended (fixed dates, settled on the first look after its end), the
 * current sprint (started 6 days before today, 14 days long) and a festival that starts in 10 days. The live
 * ones move with the calendar day, so a demo always has one of each.
 */
export const ACTIVITY_DEFS: readonly ActivityDef[] = [
  {
    id: 1,
    key: 'nodeRace',
    unit: 'NADI',
    colors: ['#7c3aed', '#db2777'],
    period: () => ({ start: Date.parse('2025-05-01T00:00:00Z'), end: Date.parse('2025-05-15T00:00:00Z') }),
    tiers: { total: TOTAL_TIERS, day: DAY_TIERS },
  },
  {
    id: 2,
    key: 'miningSprint',
    unit: 'NADI',
    colors: ['#059669', '#0ea5e9'],
    period: (now) => ({ start: dayStart(now) - 6 * DAY_MS, end: dayStart(now) + 8 * DAY_MS }),
    tiers: { total: TOTAL_TIERS, day: DAY_TIERS },
  },
  {
    id: 3,
    key: 'tradeFestival',
    unit: 'NADI',
    colors: ['#f59e0b', '#ef4444'],
    period: (now) => ({ start: dayStart(now) + 10 * DAY_MS, end: dayStart(now) + 24 * DAY_MS }),
    tiers: { total: TOTAL_TIERS, day: DAY_TIERS },
  },
];

export const activityDef = (id: number): ActivityDef | undefined => ACTIVITY_DEFS.find((d) => d.id === id);

/** Sum of a board's prizes: its prize pool. */
export const poolOf = (tiers: readonly TierDef[]): Decimal =>
  tiers.reduce((sum, t) => sum.plus(new Decimal(t.reward).times(t.to - t.from + 1)), new Decimal(0));

export { DAY_MS };
