import { inject, injectable } from 'inversify';
import type {
  IncomeLogPage,
  NewPledge,
  PledgeApi,
  PledgeCatalogue,
  Redemption,
  ReleaseLogPage,
} from '../../../application/pledge/pledge-api.port';
import type { PledgeKind, PledgeOffer, PledgePosition } from '../../../domain/pledge/pledge';
import type { Page, PageQuery } from '../../../domain/shared/paging';
import {
  pledgeIncomeLog,
  pledgePositions,
  pledgeProductDetail,
  pledgeProductList,
  pledgeRedeem,
  pledgeReleaseLog,
  pledgeSave,
} from '../catalogue/pledge.schema';
import { HttpClient } from '../http-client';
import { toPage } from '../page.mapper';
import { callPage } from '../paged-call';
import {
  decimalText,
  toIncomeLogPage,
  toKindQuery,
  toPledgeCatalogue,
  toPledgeOffer,
  toPledgePosition,
  toReleaseLogPage,
} from './pledge.mapper';

const paging = (page: PageQuery) => ({ page: page.page, page_size: page.pageSize });

/**
 * The savings calls over HTTP (proposed `/api/v1/pledge/*` paths); amounts leave and arrive as decimal
 * strings. Refusals stay AppErrors with their code and figures, which `pledgeRefusalOf` reads.
 */
@injectable()
export class HttpPledgeApi implements PledgeApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async products(kind: PledgeKind): Promise<PledgeCatalogue> {
    return toPledgeCatalogue(await this.http.call(pledgeProductList, toKindQuery(kind)));
  }

  async offer(productId: number): Promise<PledgeOffer> {
    return toPledgeOffer(await this.http.call(pledgeProductDetail, { id: productId }));
  }

  async save({ productId, amount, requestId }: NewPledge): Promise<PledgePosition> {
    const body = { product_id: productId, amount: decimalText(amount), request_id: requestId };
    return toPledgePosition(await this.http.call(pledgeSave, body));
  }

  async positions(page: PageQuery): Promise<Page<PledgePosition>> {
    return toPage(await callPage(this.http, pledgePositions, paging(page)), toPledgePosition);
  }

  async releases(positionId: number, page: PageQuery): Promise<ReleaseLogPage> {
    const query = { ...paging(page), position_id: positionId };
    return toReleaseLogPage(await callPage(this.http, pledgeReleaseLog, query));
  }

  async incomes(positionId: number, page: PageQuery): Promise<IncomeLogPage> {
    const query = { ...paging(page), position_id: positionId };
    return toIncomeLogPage(await callPage(this.http, pledgeIncomeLog, query));
  }

  async redeem({ positionId, early, requestId }: Redemption): Promise<PledgePosition> {
    const body = { position_id: positionId, early: early ? 1 : 0, request_id: requestId } as const;
    return toPledgePosition(await this.http.call(pledgeRedeem, body));
  }
}
