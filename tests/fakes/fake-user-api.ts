import Decimal from 'decimal.js';
import type { UserApi } from '../../src/application/user/user-api.port';
import type { AppError } from '../../src/domain/shared/app-error';
import type { Page, PageQuery } from '../../src/domain/shared/paging';
import type { DirectMember, TeamPerformance, User } from '../../src/domain/user/user';

export const sampleUser = (overrides: Partial<User> = {}): User => ({
  id: 1,
  code: 'ABC123',
  name: 'Alice',
  walletAddress: '0x1111111111111111111111111111111111111111',
  inviteLink: 'http://127.0.0.1:3000/#/index?code=ABC123',
  level: 2,
  directCount: 3,
  teamCount: 10,
  personalPerformance: new Decimal('100.5'),
  teamPerformance: new Decimal('2000'),
  devicePerformance: new Decimal('0'),
  power: new Decimal('12.25'),
  balance: new Decimal('1500.123456'),
  destroyPool: new Decimal('0'),
  flowPool: new Decimal('0'),
  ...overrides,
});

/** `count` direct referrals, newest first, with made-up addresses. */
export const sampleMembers = (count: number): DirectMember[] =>
  Array.from({ length: count }, (_, i) => ({
    address: `0x${String(i + 1).padStart(40, 'a')}`,
    name: `Member ${i + 1}`,
    level: i % 4,
    performance: new Decimal(`${100 * (i + 1)}.5`),
    joinedAt: new Date(Date.UTC(2025, 0, 31 - (i % 28))),
  }));

/**
 * UserApi of one user: `info` answers `user` (or fails with `infoError`) and counts its calls; the
 * direct-referral list pages through `members` (or fails with `listError`) and records its queries.
 */
export class FakeUserApi implements UserApi {
  user: User = sampleUser();
  infoError: AppError | null = null;
  calls = 0;
  members: DirectMember[] = sampleMembers(3);
  listError: AppError | null = null;
  queries: PageQuery[] = [];
  teamPerformance: TeamPerformance = {
    direct: new Decimal('8300.5'),
    devices: [
      { type: 'tablet', performance: new Decimal('2100') },
      { type: 'straightPhone', performance: new Decimal('1260') },
      { type: 'foldablePhone', performance: new Decimal('840') },
    ],
  };
  performanceError: AppError | null = null;

  async info(): Promise<User> {
    this.calls += 1;
    if (this.infoError) throw this.infoError;
    return this.user;
  }

  async directList(query: PageQuery = { page: 1, pageSize: 10 }): Promise<Page<DirectMember>> {
    this.queries.push(query);
    if (this.listError) throw this.listError;
    const { page, pageSize } = query;
    return {
      items: this.members.slice((page - 1) * pageSize, page * pageSize),
      total: this.members.length,
      page,
      pageSize,
    };
  }

  async performance(): Promise<TeamPerformance> {
    if (this.performanceError) throw this.performanceError;
    return this.teamPerformance;
  }
}
