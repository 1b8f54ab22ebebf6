import { inject, injectable } from 'inversify';
import {
  type CourierTrace,
  type MallGoods,
  type MallGoodsDetail,
  type MallOrderDetail,
  newestFirst,
} from '../../domain/mall/mall-order';
import { type MallOrderTab, tabStatus } from '../../domain/mall/shipping-status';
import { DEFAULT_PAGE_SIZE } from '../../domain/shared/paging';
import { MallApi, type MallOrderPage } from './mall-api.port';

/** Devices on sale. */
@injectable()
export class ListMallGoodsUseCase {
  constructor(@inject(MallApi) private readonly api: MallApi) {}
  execute(): Promise<readonly MallGoods[]> {
    return this.api.goods();
  }
}

/** One device with its description. */
@injectable()
export class GetMallGoodsUseCase {
  constructor(@inject(MallApi) private readonly api: MallApi) {}
  execute(id: number): Promise<MallGoodsDetail> {
    return this.api.goodsDetail(id);
  }
}

/** A page of a tab of the order list (page size 10, spec section 9), with every tab's count. */
@injectable()
export class ListMallOrdersUseCase {
  constructor(@inject(MallApi) private readonly api: MallApi) {}
  execute(tab: MallOrderTab, page: number, pageSize = DEFAULT_PAGE_SIZE): Promise<MallOrderPage> {
    return this.api.orders({ page, pageSize, status: tabStatus(tab) });
  }
}

/** One order with its address; fails with MallOrderRefused('not-found') for an unknown one. */
@injectable()
export class GetMallOrderUseCase {
  constructor(@inject(MallApi) private readonly api: MallApi) {}
  execute(id: number): Promise<MallOrderDetail> {
    return this.api.orderDetail(id);
  }
}

/** The courier trace, newest step first whatever order the server sent. */
@injectable()
export class GetCourierTraceUseCase {
  constructor(@inject(MallApi) private readonly api: MallApi) {}
  async execute(id: number): Promise<CourierTrace> {
    const trace = await this.api.courierTrace(id);
    return { ...trace, events: newestFirst(trace.events) };
  }
}
