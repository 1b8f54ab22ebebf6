import Decimal from 'decimal.js';
import type { PrizeTier } from '../../domain/activity/activity';
import { rankStandings, type Standing } from '../../domain/activity/ranking';
import type { MockUser } from '../core/mock-state';
import { seededRandom } from '../core/random';
import { type ActivityDef, DAY_MS, dayStart, type TierDef } from './activity-defs';

/** The boards are recomputed every 5 minutes (the "last updated" time is the last such tick). */
export const REFRESH_SECONDS = 300;
const HOUR_MS = 60 * 60 * 1000;
const BOTS = 45;

export type Board = 'day' | 'total';

/** Someone on a board: a made-up participant, or a user of the mock. */
export interface Participant {
  readonly key: string;
  readonly userId: number | null;
  /** Shown masked. */
  readonly name: string;
  readonly address: string;
  /** Points at the start; points per hour; how much busier than usual a day is (per day index). */
  readonly base: number;
  readonly rate: number;
  readonly seed: number;
  /** From when the participant earns (ms): sign-up for users, 0 (the start) for the made-up ones. */
  readonly joinedAt: number;
  /** Points added on every board (a provider state puts the Pact user in the lead). */
  readonly boost: number;
}

export interface Placed extends Standing {
  readonly rank: number;
  readonly participant: Participant;
}

const NICKNAMES = ['MoonMiner', 'HashHero', 'NodeRunner', 'BlockBee', 'ChainChamp', 'PowerPanda', 'DeepNode'];

const hex = (random: () => number, length: number): string =>
  Array.from({ length }, () => '0123456789abcdef'[Math.floor(random() * 16)] ?? '0').join('');

/** The made-up participants of an activity: the same on every start. */
function bots(def: ActivityDef): Participant[] {
  const random = seededRandom(def.id * 7919);
  return Array.from({ length: BOTS }, (_, i) => ({
    key: `bot-${i}`,
    userId: null,
    name: i % 3 === 0 ? '' : `${NICKNAMES[i % NICKNAMES.length]}${Math.floor(random() * 900 + 100)}`,
    address: `0x${hex(random, 40)}`,
    base: Math.floor(random() * 500),
    rate: 0.2 + random() * 2.8,
    seed: Math.floor(random() * 1e9),
    joinedAt: 0,
    boost: 0,
  }));
}

/** A user of the mock takes part from sign-up; the numbers come from the ids, so they are stable. */
function userParticipant(def: ActivityDef, user: MockUser, boost: number): Participant {
  const random = seededRandom(user.id * 31 + def.id);
  return {
    key: `user-${user.id}`,
    userId: user.id,
    name: user.name,
    address: user.address,
    base: 300 + Math.floor(random() * 200),
    rate: 1.6 + random(),
    seed: Math.floor(random() * 1e9),
    joinedAt: Date.parse(user.createdAt),
    boost,
  };
}

/** The made-up participants and every user who signed up before the activity ended. */
export function participants(
  def: ActivityDef,
  users: readonly MockUser[],
  now: number,
  boosts: Readonly<Record<string, number>> = {},
): Participant[] {
  const { end } = def.period(now);
  const joined = users.filter((u) => Date.parse(u.createdAt) < end);
  return [...bots(def), ...joined.map((u) => userParticipant(def, u, boosts[String(u.id)] ?? 0))];
}

/** Points on a board at `at`, with the time the whole number was reached (the tie rule's clock). */
function standing(def: ActivityDef, p: Participant, board: Board, at: number, now: number): Standing {
  const begins = Math.max(def.period(now).start, p.joinedAt);
  if (at <= begins) return { key: p.key, score: new Decimal(0), reachedAt: begins };
  const from = board === 'total' ? begins : Math.max(begins, dayStart(at - 1));
  const dayIndex = Math.floor(from / DAY_MS);
  const busy = board === 'total' ? 1 : 0.5 + seededRandom(p.seed + dayIndex)();
  const rate = p.rate * busy;
  const base = (board === 'total' ? p.base : 0) + p.boost;
  const raw = base + (rate * (at - from)) / HOUR_MS;
  const score = Math.floor(raw);
  const reachedAt = score <= base ? from : Math.round(at - ((raw - score) / rate) * HOUR_MS);
  return { key: p.key, score: new Decimal(score), reachedAt };
}

/** The time a board shows: the last 5-minute tick, within the activity's period. */
export function boardTime(def: ActivityDef, now: number): number {
  const { start, end } = def.period(now);
  const tick = Math.floor(now / (REFRESH_SECONDS * 1000)) * REFRESH_SECONDS * 1000;
  return Math.max(start, Math.min(end, tick));
}

/** Everyone with points on the board at `at`, ranked by the domain's tie rule. */
export function rankBoard(
  def: ActivityDef,
  people: readonly Participant[],
  board: Board,
  at: number,
  now: number,
): Placed[] {
  const byKey = new Map(people.map((p) => [p.key, p]));
  const standings = people.map((p) => standing(def, p, board, at, now)).filter((s) => s.score.greaterThan(0));
  return rankStandings(standings).map((s) => ({ ...s, participant: byKey.get(s.key) as Participant }));
}

export const toPrizeTiers = (tiers: readonly TierDef[]): PrizeTier[] =>
  tiers.map((t) => ({ fromRank: t.from, toRank: t.to, reward: new Decimal(t.reward) }));

/** How others are shown: a nickname cut to its first two letters, or the address's first 6 and last 4. */
export const maskName = (name: string): string => (name === '' ? '' : `${[...name].slice(0, 2).join('')}***`);
export const maskAddress = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`;
