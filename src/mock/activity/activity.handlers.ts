import Decimal from 'decimal.js';
import { activityDetail, activityList, activityRanking } from '../../adapters/api/catalogue/activity.schema';
import { activityStatusAt } from '../../domain/activity/activity';
import { missingFor, nextTierOf, rewardOf } from '../../domain/activity/ranking';
import type { Locale } from '../../domain/language/language';
import { fail, type Implementation, implementAuthed, invalid, ok } from '../core/handler';
import { escapeHtml } from '../core/html-text';
import { bannerImage } from '../core/mock-art';
import type { MockState, MockUser } from '../core/mock-state';
import { MAX_PAGE_SIZE } from '../core/paging';
import { requestLocale } from '../core/request-language';
import { ACTIVITY_SLICE, settleEndedActivities, shownActivities } from './activity.state';
import {
  type Board,
  boardTime,
  maskAddress,
  maskName,
  type Placed,
  participants,
  REFRESH_SECONDS,
  rankBoard,
  toPrizeTiers,
} from './activity-board';
import { ACTIVITY_TEXTS } from './activity-content';
import { type ActivityDef, poolOf, type TierDef } from './activity-defs';
import { COMMON_RULES } from './activity-rules-content';

const STATUS_FILTER = { 1: 'upcoming', 2: 'ongoing', 3: 'ended' } as const;
const NOT_FOUND = 'activity not found';
const NO_CURRENT = 'no current activity';

const dates = (def: ActivityDef, now: number) => {
  const { start, end } = def.period(now);
  return { startsAt: new Date(start), endsAt: new Date(end) };
};

function activityWire(def: ActivityDef, locale: Locale, now: number, state: MockState) {
  const text = ACTIVITY_TEXTS[def.key][locale];
  const { startsAt, endsAt } = dates(def, now);
  const settled = state.part(ACTIVITY_SLICE).activitySettled ?? [];
  return {
    id: def.id,
    title: text.title,
    cover: bannerImage(escapeHtml(text.title), escapeHtml(text.summary), def.colors[0], def.colors[1]),
    summary: text.summary,
    start_time: startsAt.toISOString(),
    end_time: endsAt.toISOString(),
    prize_pool: poolOf(def.tiers.total).toFixed(),
    unit: def.unit,
    settled: settled.includes(def.id) ? (1 as const) : (0 as const),
  };
}

/** The rules as HTML: how to earn points, a picture, and the rules every activity shares. */
function rulesHtml(def: ActivityDef, locale: Locale, cover: string): string {
  const text = ACTIVITY_TEXTS[def.key][locale];
  const common = COMMON_RULES[locale];
  const rules = common.rules.map((rule) => `<li>${escapeHtml(rule)}</li>`).join('');
  return (
    `<h3>${escapeHtml(common.howTitle)}</h3><p>${escapeHtml(text.about)}</p>` +
    `<img src="${cover}" alt="${escapeHtml(text.title)}">` +
    `<h3>${escapeHtml(common.rulesTitle)}</h3><ul>${rules}</ul>`
  );
}

/** The activity an id names; `latest` is the ongoing one that started last (none between activities). */
function find(state: MockState, id: number | 'latest', now: number): ActivityDef | undefined {
  const shown = shownActivities(state, now);
  if (id !== 'latest') return shown.find((d) => d.id === id);
  return shown.find((d) => activityStatusAt(dates(d, now), new Date(now)) === 'ongoing');
}

const decimalOrNull = (value: Decimal | null): string | null => (value === null ? null : value.toFixed());

const entryWire = (placed: Placed, tiers: readonly TierDef[]) => ({
  rank: placed.rank,
  name: maskName(placed.participant.name),
  address: maskAddress(placed.participant.address),
  score: placed.score.toFixed(),
  reward: decimalOrNull(rewardOf(toPrizeTiers(tiers), placed.rank)),
});

/** The user's place on a board, and the points missing to the next prize tier. */
function mine(ranked: readonly Placed[], user: MockUser, tiers: readonly TierDef[]) {
  const prizeTiers = toPrizeTiers(tiers);
  const me = ranked.find((p) => p.participant.userId === user.id) ?? null;
  const rank = me?.rank ?? null;
  const score = me?.score ?? new Decimal(0);
  const next = nextTierOf(prizeTiers, rank);
  const last = next === null ? null : (ranked[next.toRank - 1]?.score ?? null);
  return {
    rank,
    score: score.toFixed(),
    reward: decimalOrNull(rewardOf(prizeTiers, rank)),
    next_tier:
      next === null
        ? null
        : { from_rank: next.fromRank, to_rank: next.toRank, reward: next.reward.toFixed() },
    missing: next === null ? null : missingFor(score, last).toFixed(),
  };
}

const board = (def: ActivityDef, state: MockState, which: Board, now: number) => {
  const people = participants(def, state.allUsers(), now, state.part(ACTIVITY_SLICE).activityBoosts);
  return rankBoard(def, people, which, boardTime(def, now), now);
};

export const ACTIVITY_HANDLERS: readonly Implementation[] = [
  /** Activities of a status, newest start first; settles the ones that ended. */
  implementAuthed(activityList, ({ input, state, env, headers }) => {
    const now = env.now();
    settleEndedActivities(state, now);
    if (input.page < 1 || input.page_size < 1 || input.page_size > MAX_PAGE_SIZE)
      return invalid(`page must be 1 or more and page_size between 1 and ${MAX_PAGE_SIZE}`);
    const locale = requestLocale(headers);
    const wanted = input.status === 0 ? null : STATUS_FILTER[input.status];
    const all = shownActivities(state, now).filter(
      (def) => wanted === null || activityStatusAt(dates(def, now), new Date(now)) === wanted,
    );
    const list = all
      .slice((input.page - 1) * input.page_size, input.page * input.page_size)
      .map((def) => activityWire(def, locale, now, state));
    return ok({ list, total: all.length, page: input.page, page_size: input.page_size });
  }),

  implementAuthed(activityDetail, ({ input, state, env, headers, user }) => {
    const now = env.now();
    settleEndedActivities(state, now);
    const def = find(state, input.id, now);
    if (!def) return fail(404, input.id === 'latest' ? NO_CURRENT : NOT_FOUND);
    const locale = requestLocale(headers);
    const wire = activityWire(def, locale, now, state);
    const total = board(def, state, 'total', now);
    const me = mine(total, user, def.tiers.total);
    const joined = Date.parse(user.createdAt) < def.period(now).end && me.rank !== null;
    return ok({
      ...wire,
      rules: rulesHtml(def, locale, wire.cover),
      tiers: def.tiers.total.map((t) => ({ from_rank: t.from, to_rank: t.to, reward: t.reward })),
      mine: {
        joined: joined ? (1 as const) : (0 as const),
        score: me.score,
        rank: me.rank,
        reward: me.reward,
      },
    });
  }),

  /** A page of a board, the podium, the user's own place; the board is recomputed every 5 minutes. */
  implementAuthed(activityRanking, ({ input, state, env, user }) => {
    const now = env.now();
    if (input.page < 1 || input.page_size < 1 || input.page_size > MAX_PAGE_SIZE)
      return invalid(`page must be 1 or more and page_size between 1 and ${MAX_PAGE_SIZE}`);
    const def = find(state, input.id, now);
    if (!def) return fail(404, input.id === 'latest' ? NO_CURRENT : NOT_FOUND);
    const tiers = def.tiers[input.board];
    const ranked = board(def, state, input.board, now);
    const list = ranked.slice((input.page - 1) * input.page_size, input.page * input.page_size);
    return ok({
      activity_id: def.id,
      board: input.board,
      prize_pool: poolOf(tiers).toFixed(),
      unit: def.unit,
      tiers: tiers.map((t) => ({ from_rank: t.from, to_rank: t.to, reward: t.reward })),
      updated_at: new Date(boardTime(def, now)).toISOString(),
      refresh_seconds: REFRESH_SECONDS,
      podium: ranked.slice(0, 3).map((p) => entryWire(p, tiers)),
      list: list.map((p) => entryWire(p, tiers)),
      total: ranked.length,
      page: input.page,
      page_size: input.page_size,
      mine: mine(ranked, user, tiers),
    });
  }),
];
