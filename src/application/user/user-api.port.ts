import type { Page, PageQuery } from '../../domain/shared/paging';
import type { DirectMember, TeamPerformance, User } from '../../domain/user/user';

/** User calls; fail with AppError of an API kind. */
export const UserApi = Symbol.for('UserApi');
export interface UserApi {
  /** The logged-in user's info (`user/info`). */
  info(): Promise<User>;
  /** A page of direct referrals (`user/zhiList`). */
  directList(query: PageQuery): Promise<Page<DirectMember>>;
  /** Direct performance and device performance by equipment type (`user/performance`, proposed). */
  performance(): Promise<TeamPerformance>;
}
