import type {
  GoldCategory,
  GoldGoods,
  GoldGoodsDetail,
  GoldOrder,
  GoldPrice,
  GoldPriceLock,
  ReleaseRecord,
} from '../../domain/gold/gold';
import type { GoldOrderStatus } from '../../domain/gold/gold-order-status';
import type { GoldReleaseStatus } from '../../domain/gold/gold-release-status';
import type { Order } from '../../domain/orders/order';
import type { Page, PageQuery } from '../../domain/shared/paging';

/** Why the server refused a gold call (a rule the client checks first, changed on the server meanwhile). */
export type GoldRefusalReason =
  | 'goods-not-found'
  | 'sold-out'
  | 'lock-expired'
  | 'address-required'
  | 'not-found'
  | 'not-receivable'
  | 'not-cancellable';

/** A business refusal of a gold call; every other failure is an AppError. */
export class GoldRefused extends Error {
  constructor(
    readonly reason: GoldRefusalReason,
    readonly serverMessage = '',
  ) {
    super(`gold refused: ${reason}`);
    this.name = 'GoldRefused';
  }
}

export const isGoldRefused = (value: unknown): value is GoldRefused => value instanceof GoldRefused;

export interface GoldGoodsQuery extends PageQuery {
  /** Null for every category. */
  readonly categoryId: number | null;
}

export interface GoldOrderQuery extends PageQuery {
  /** Null for every state. */
  readonly status: GoldOrderStatus | null;
}

export interface ReleaseQuery extends PageQuery {
  readonly status: GoldReleaseStatus | null;
}

export interface GoldOrderRequest {
  readonly lockId: string;
  /** Null for goods that are not delivered. */
  readonly addressId: number | null;
  /** Trimmed; '' for none. */
  readonly remark: string;
}

/**
 * Gold shop calls (`gold/*`). Every method fails with an AppError of an API kind, and with GoldRefused
 * where the server refuses by rule.
 */
export const GoldApi = Symbol.for('GoldApi');
export interface GoldApi {
  /** The categories, in shop order (`gold/categoryList`). */
  categories(): Promise<readonly GoldCategory[]>;
  /** A page of goods at the current gold price (`gold/goodsList`). */
  goods(query: GoldGoodsQuery): Promise<Page<GoldGoods>>;
  /** One item with pictures and description (`gold/goodsDetail`); refused: goods-not-found. */
  detail(id: number): Promise<GoldGoodsDetail>;
  /** The gold price now (`gold/price`). */
  price(): Promise<GoldPrice>;
  /** Holds the current price for buying `num` units (`gold/lockPrice`); refused: goods-not-found, sold-out. */
  lockPrice(goodsId: number, num: number): Promise<GoldPriceLock>;
  /** The order to pay at a locked price (`gold/createOrder`); refused: lock-expired, address-required, sold-out. */
  createOrder(request: GoldOrderRequest): Promise<Order>;
  /** A page of paid gold orders, newest first (`gold/orderList`). */
  orders(query: GoldOrderQuery): Promise<Page<GoldOrder>>;
  /** Confirms receipt of a shipped order (`gold/receipt`); refused: not-found, not-receivable. */
  confirmReceipt(id: number): Promise<void>;
  /** Cancels an order not shipped yet (`gold/cancelOrder`); refused: not-found, not-cancellable. */
  cancel(id: number): Promise<GoldOrder>;
  /** A page of gold release records (`gold/releaseOrderList`). */
  releases(query: ReleaseQuery): Promise<Page<ReleaseRecord>>;
}
