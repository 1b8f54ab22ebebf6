import * as z from 'zod/mini';
import { decimalString, endpoint, flag, isoDate, pageOf, pageParams, queryEnum, queryInt } from './endpoint';

/** `latest` names the current activity (the side menu's "activity detail" and "rank" entries). */
export const activityId = z.union([z.literal('latest'), queryInt]);

/** Ranks from_rank..to_rank each win `reward`. */
export const prizeTierWire = z.object({ from_rank: z.number(), to_rank: z.number(), reward: decimalString });

export const activityWire = z.object({
  id: z.number(),
  title: z.string(),
  cover: z.string(),
  summary: z.string(),
  start_time: isoDate,
  end_time: isoDate,
  /** The total board's prize pool, in `unit`. */
  prize_pool: decimalString,
  unit: z.string(),
  /** 1 once the rewards are paid (an activity settlement fund record per winner). */
  settled: flag,
});

export const activityDetailWire = z.extend(activityWire, {
  /** HTML, sanitised by the app before display. */
  rules: z.string(),
  tiers: z.array(prizeTierWire),
  mine: z.object({
    joined: flag,
    score: decimalString,
    rank: z.nullable(z.number()),
    reward: z.nullable(decimalString),
  }),
});

export const rankEntryWire = z.object({
  rank: z.number(),
  name: z.string(),
  /** Masked by the server: the first 6 and last 4 characters. */
  address: z.string(),
  score: decimalString,
  reward: z.nullable(decimalString),
});

export const rankingWire = z.object({
  activity_id: z.number(),
  board: z.enum(['day', 'total']),
  prize_pool: decimalString,
  unit: z.string(),
  tiers: z.array(prizeTierWire),
  /** When the board was computed, and how often it is (seconds). */
  updated_at: isoDate,
  refresh_seconds: z.number(),
  /** The first three places, whatever the page. */
  podium: z.array(rankEntryWire),
  list: z.array(rankEntryWire),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  mine: z.object({
    rank: z.nullable(z.number()),
    score: decimalString,
    reward: z.nullable(decimalString),
    /** The next better prize tier and the points missing to enter it; null at the top. */
    next_tier: z.nullable(prizeTierWire),
    missing: z.nullable(decimalString),
  }),
});

export const activityList = endpoint({
  id: 'activity.list',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/activity/list',
  auth: true,
  origin: 'proposed',
  summary: 'A page of activities, newest start first; status 0 all, 1 upcoming, 2 ongoing, 3 ended.',
  request: z.extend(pageParams, { status: queryEnum([0, 1, 2, 3]) }),
  response: pageOf(activityWire),
});

export const activityDetail = endpoint({
  id: 'activity.detail',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/activity/detail',
  auth: true,
  origin: 'proposed',
  summary:
    "One activity with its HTML rules, prize tiers and the user's part; id `latest` is the current one. " +
    'Code 404 when there is no such activity (or no current one).',
  request: z.object({ id: activityId }),
  response: activityDetailWire,
});

export const activityRanking = endpoint({
  id: 'activity.ranking',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/activity/ranking',
  auth: true,
  origin: 'proposed',
  summary:
    'A page of the day or total ranking with the podium, the prize tiers, the update time and the ' +
    "user's own rank with the points missing to the next tier. Code 404 for no such activity.",
  request: z.extend(pageParams, { id: activityId, board: z.enum(['day', 'total']) }),
  response: rankingWire,
});

/** The activity calls, all proposed (appended to ALL_ENDPOINTS). */
export const ACTIVITY_ENDPOINTS = [activityList, activityDetail, activityRanking] as const;
