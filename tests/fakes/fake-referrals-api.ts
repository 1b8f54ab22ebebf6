import Decimal from 'decimal.js';
import type { AppError } from '../../src/domain/shared/app-error';
import type { Page, PageQuery } from '../../src/domain/shared/paging';
import type { DirectMember } from '../../src/domain/user/user';
import { FakeUserApi } from './fake-apis';

/** `count` direct referrals, newest first, with made-up addresses. */
export const sampleMembers = (count: number): DirectMember[] =>
  Array.from({ length: count }, (_, i) => ({
    address: `0x${String(i + 1).padStart(40, 'a')}`,
    name: `Member ${i + 1}`,
    level: i % 4,
    performance: new Decimal(`${100 * (i + 1)}.5`),
    joinedAt: new Date(Date.UTC(2025, 0, 31 - (i % 28))),
  }));

/** FakeUserApi whose direct-referral list pages through `members`; `listError` fails every call. */
export class FakeReferralsUserApi extends FakeUserApi {
  members: DirectMember[] = sampleMembers(3);
  listError: AppError | null = null;
  queries: PageQuery[] = [];

  override async directList(query: PageQuery = { page: 1, pageSize: 10 }): Promise<Page<DirectMember>> {
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
}
