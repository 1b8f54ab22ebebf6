import { inject, injectable } from 'inversify';
import type { UserApi } from '../../../application/user/user-api.port';
import type { Page, PageQuery } from '../../../domain/shared/paging';
import type { DirectMember, TeamPerformance, User } from '../../../domain/user/user';
import { userInfo, userPerformance, userZhiList } from '../catalogue/user.schema';
import { HttpClient } from '../http-client';
import { toPage } from '../page.mapper';
import { callPage } from '../paged-call';
import { toDirectMember, toTeamPerformance, toUser } from './user.mapper';

/** User calls over HTTP. */
@injectable()
export class HttpUserApi implements UserApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async info(): Promise<User> {
    return toUser(await this.http.call(userInfo, {}));
  }

  async directList(query: PageQuery): Promise<Page<DirectMember>> {
    const page = await callPage(this.http, userZhiList, { page: query.page, page_size: query.pageSize });
    return toPage(page, toDirectMember);
  }

  async performance(): Promise<TeamPerformance> {
    return toTeamPerformance(await this.http.call(userPerformance, {}));
  }
}
