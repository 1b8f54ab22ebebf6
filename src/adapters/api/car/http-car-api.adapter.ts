import { inject, injectable } from 'inversify';
import { type CarApi, type CarRefusalReason, CarRefused } from '../../../application/car/car-api.port';
import type { ReleaseQuery } from '../../../application/gold/gold-api.port';
import type { CarApplication, CarApplicationDraft, CarGoods, CarGoodsDetail } from '../../../domain/car/car';
import type { ReleaseRecord } from '../../../domain/gold/gold';
import { isAppError } from '../../../domain/shared/app-error';
import type { Page } from '../../../domain/shared/paging';
import {
  CAR_CODES,
  carApply,
  carApplyList,
  carGoodsDetail,
  carGoodsList,
  carReleaseOrderList,
} from '../catalogue/car.schema';
import { toReleaseFilter, toReleaseRecord } from '../gold/gold.mapper';
import { HttpClient } from '../http-client';
import { toPage } from '../page.mapper';
import { callPage } from '../paged-call';
import { toCarApplication, toCarGoods, toCarGoodsDetail } from './car.mapper';

const REASON_OF_CODE: Readonly<Record<number, CarRefusalReason>> = {
  [CAR_CODES.carNotFound]: 'car-not-found',
  [CAR_CODES.alreadyApplied]: 'already-applied',
  [CAR_CODES.documentMissing]: 'document-missing',
  [CAR_CODES.notResubmittable]: 'not-resubmittable',
};

async function refusing<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const code = isAppError(error) && error.kind === 'server-exception' ? error.detail.code : undefined;
    const reason = code === undefined ? undefined : REASON_OF_CODE[code];
    if (reason && isAppError(error)) throw new CarRefused(reason, error.detail.serverMessage ?? '');
    throw error;
  }
}

/** Car shop calls over HTTP (`car/*`). */
@injectable()
export class HttpCarApi implements CarApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async goods(): Promise<readonly CarGoods[]> {
    return (await this.http.call(carGoodsList, {})).map(toCarGoods);
  }

  detail(id: number): Promise<CarGoodsDetail> {
    return refusing(async () => toCarGoodsDetail(await this.http.call(carGoodsDetail, { id })));
  }

  apply(draft: CarApplicationDraft): Promise<number> {
    const body = {
      car_id: draft.carId,
      name: draft.name,
      phone: draft.phone,
      documents: [...draft.documents],
      ...(draft.resubmitOf === null ? {} : { resubmit_id: draft.resubmitOf }),
    };
    return refusing(async () => (await this.http.call(carApply, body)).id);
  }

  async applications(): Promise<readonly CarApplication[]> {
    return (await this.http.call(carApplyList, {})).map(toCarApplication);
  }

  async releases({ status, page, pageSize }: ReleaseQuery): Promise<Page<ReleaseRecord>> {
    const query = { page, page_size: pageSize, ...toReleaseFilter(status) };
    return toPage(await callPage(this.http, carReleaseOrderList, query), toReleaseRecord);
  }
}
