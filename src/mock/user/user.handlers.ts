import Decimal from 'decimal.js';
import { userInfo, userZhiList } from '../../adapters/api/catalogue/user.schema';
import { type Implementation, implementAuthed, invalid, type MockEnv, ok } from '../core/handler';
import type { MockState, MockUser } from '../core/mock-state';

/** Most direct referrals one page may hold. */
export const MAX_PAGE_SIZE = 100;

/** The invite link the app opens: its home route with the code in the query. */
export const inviteLink = (origin: string, code: string): string => `${origin}/#/index?code=${code}`;

/** The user as user.info sends it; team counts and team performance come from the referral tree. */
export const toWireUser = (user: MockUser, state: MockState, env: MockEnv) => {
  const team = state.teamMembers(user.id);
  const teamPerformance = team.reduce((sum, m) => sum.plus(m.mePerformance), new Decimal(0));
  return {
    id: user.id,
    code: user.code,
    name: user.name,
    wallet_address: user.address,
    invite_link: inviteLink(env.origin, user.code),
    level: user.level,
    zhi_num: state.directReferrals(user.id).length,
    team_num: team.length,
    me_performance: user.mePerformance,
    team_performance: teamPerformance.toFixed(),
    device_performance: user.devicePerformance,
    power: user.power,
    balance: user.balance,
    destroy_pool_num: user.destroyPool,
    flow_pool_num: user.flowPool,
  };
};

export const USER_HANDLERS: readonly Implementation[] = [
  implementAuthed(userInfo, ({ user, state, env }) => ok(toWireUser(user, state, env))),

  /** Direct referrals, newest first, one page at a time. */
  implementAuthed(userZhiList, ({ input, user, state }) => {
    const { page, page_size } = input;
    if (page < 1) return invalid('page must be 1 or more');
    if (page_size < 1 || page_size > MAX_PAGE_SIZE) {
      return invalid(`page_size must be between 1 and ${MAX_PAGE_SIZE}`);
    }
    const all = state.directReferrals(user.id);
    const list = all.slice((page - 1) * page_size, page * page_size).map((m) => ({
      address: m.address,
      name: m.name,
      level: m.level,
      performance: m.mePerformance,
      created_at: m.createdAt,
    }));
    return ok({ list, total: all.length, page, page_size });
  }),
];
