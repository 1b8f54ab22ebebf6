import type {
  CourierTrace,
  MallGoods,
  MallGoodsDetail,
  MallOrder,
  MallOrderCounts,
  MallOrderDetail,
} from '../../domain/mall/mall-order';
import type { ShippingStatus } from '../../domain/mall/shipping-status';
import type { Page, PageQuery } from '../../domain/shared/paging';

/** Why the server refused a mall order call: no such order, or not waiting to be received. */
export type MallRefusalReason = 'not-found' | 'not-receivable';

/** A business refusal of a mall order call; every other failure is an AppError. */
export class MallOrderRefused extends Error {
  constructor(
    readonly reason: MallRefusalReason,
    readonly serverMessage = '',
  ) {
    super(`mall order refused: ${reason}`);
    this.name = 'MallOrderRefused';
  }
}

export const isMallOrderRefused = (value: unknown): value is MallOrderRefused =>
  value instanceof MallOrderRefused;

/** A page of mall orders with every tab's count. */
export interface MallOrderPage extends Page<MallOrder> {
  readonly counts: MallOrderCounts;
}

/**
 * The mall (`machine/*`). Every method fails with an AppError of an API kind; the order calls also with
 * MallOrderRefused where the server refuses by rule.
 */
export const MallApi = Symbol.for('MallApi');
export interface MallApi {
  /** Devices on sale (`machine/goodsList`). */
  goods(): Promise<readonly MallGoods[]>;
  /** One device with pictures, specification and HTML description (`machine/goodsDetail`). */
  goodsDetail(id: number): Promise<MallGoodsDetail>;
  /** A page of the user's mall orders, newest first; `status` null for all (`machine/orderList`). */
  orders(query: PageQuery & { readonly status: ShippingStatus | null }): Promise<MallOrderPage>;
  /** One order with its delivery address (`machine/orderDetail`); refused: not-found. */
  orderDetail(id: number): Promise<MallOrderDetail>;
  /** Confirms receipt of a shipped order (`machine/receipt`); refused: not-found, not-receivable. */
  confirmReceipt(id: number): Promise<void>;
  /** The courier trace, newest first (`machine/expressTrace`); refused: not-found. */
  courierTrace(id: number): Promise<CourierTrace>;
}
