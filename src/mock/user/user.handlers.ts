import Decimal from 'decimal.js';
import { userInfo, userPerformance, userZhiList } from '../../adapters/api/catalogue/user.schema';
import { EQUIPMENT_TYPE_CODES } from '../../domain/shared/equipment-type';
import { type Implementation, implementAuthed, type MockEnv, ok } from '../core/handler';
import type { MockState, MockUser } from '../core/mock-state';
import { pageAnswer } from '../core/paging';
import { standingOf } from './standing';

/** The invite link the app opens: its home route with the code in the query. */
export const inviteLink = (origin: string, code: string): string => `${origin}/#/index?code=${code}`;

/**
 * The user as user.info sends it; team counts and team performance come from the referral tree, level, power
 * and performance from what each bought (standingOf), so home, mining and team agree after a purchase.
 */
export const toWireUser = (user: MockUser, state: MockState, env: MockEnv) => {
  const now = env.now();
  const team = state.teamMembers(user.id);
  const teamPerformance = team.reduce(
    (sum, m) => sum.plus(standingOf(state, m, now).mePerformance),
    new Decimal(0),
  );
  const standing = standingOf(state, user, now);
  return {
    id: user.id,
    code: user.code,
    name: user.name,
    wallet_address: user.address,
    invite_link: inviteLink(env.origin, user.code),
    level: standing.level,
    zhi_num: state.directReferrals(user.id).length,
    team_num: team.length,
    me_performance: standing.mePerformance,
    team_performance: teamPerformance.toFixed(),
    device_performance: user.devicePerformance,
    power: standing.power,
    balance: user.balance,
    destroy_pool_num: user.destroyPool,
    flow_pool_num: user.flowPool,
  };
};

/** Shares of device performance per equipment type, turned by the user's id so that users differ. */
const DEVICE_SHARES = ['0.5', '0.3', '0.2'] as const;
const DEVICE_TYPES = [
  EQUIPMENT_TYPE_CODES.tablet,
  EQUIPMENT_TYPE_CODES.straightPhone,
  EQUIPMENT_TYPE_CODES.foldablePhone,
] as const;

/**
 * Team figures beyond user.info: the direct referrals' performance added up, and the device performance
 * split by equipment type so that the three add up exactly to user.info's device_performance.
 */
export const teamPerformance = (user: MockUser, state: MockState, now: number) => {
  const direct = state
    .directReferrals(user.id)
    .reduce((sum, m) => sum.plus(standingOf(state, m, now).mePerformance), new Decimal(0));
  const total = new Decimal(user.devicePerformance);
  let left = total;
  const devices = DEVICE_TYPES.map((type, i) => {
    const share = DEVICE_SHARES[(i + user.id) % DEVICE_SHARES.length] ?? '0';
    const performance =
      i === DEVICE_TYPES.length - 1 ? left : total.times(share).toDecimalPlaces(6, Decimal.ROUND_DOWN);
    left = left.minus(performance);
    return { type, performance: performance.toFixed() };
  });
  return { zhi_performance: direct.toFixed(), devices };
};

export const USER_HANDLERS: readonly Implementation[] = [
  implementAuthed(userPerformance, ({ user, state, env }) => ok(teamPerformance(user, state, env.now()))),

  implementAuthed(userInfo, ({ user, state, env }) => ok(toWireUser(user, state, env))),

  /** Direct referrals, newest first, one page at a time. */
  implementAuthed(userZhiList, ({ input, user, state, env }) => {
    const referrals = state.directReferrals(user.id).map((m) => ({
      address: m.address,
      name: m.name,
      level: standingOf(state, m, env.now()).level,
      performance: standingOf(state, m, env.now()).mePerformance,
      created_at: m.createdAt,
    }));
    return pageAnswer(referrals, input.page, input.page_size);
  }),
];
