import Decimal from 'decimal.js';
import type * as z from 'zod/mini';
import type {
  GoldGoods,
  GoldGoodsDetail,
  GoldOrder,
  GoldPriceLock,
  ReleaseRecord,
} from '../../../domain/gold/gold';
import {
  GOLD_ORDER_STATUS_CODES,
  type GoldOrderStatus,
  parseGoldOrderStatus,
} from '../../../domain/gold/gold-order-status';
import {
  GOLD_RELEASE_CODES,
  type GoldReleaseStatus,
  parseGoldReleaseStatus,
} from '../../../domain/gold/gold-release-status';
import type {
  goldGoodsDetailWire,
  goldGoodsWire,
  goldOrderWire,
  releaseOrderWire,
} from '../catalogue/gold.schema';
import type { goldPriceLockWire } from '../catalogue/gold-order.schema';

const d = (value: string) => new Decimal(value);
const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

export const toGoldGoods = (w: z.output<typeof goldGoodsWire>): GoldGoods => ({
  id: w.id,
  categoryId: w.category_id,
  name: w.name,
  image: w.image,
  price: d(w.price),
  handicraftFee: d(w.handicraft_fee),
  specification: w.specification,
  productAmount: d(w.product_amount),
  stock: w.stock,
  sold: w.sold,
  needsDelivery: w.need_delivery === 1,
});

export const toGoldGoodsDetail = (w: z.output<typeof goldGoodsDetailWire>): GoldGoodsDetail => ({
  ...toGoldGoods(w),
  images: w.images,
  content: w.content,
});

export const toPriceLock = (w: z.output<typeof goldPriceLockWire>): GoldPriceLock => ({
  id: w.lock_id,
  goodsId: w.goods_id,
  num: w.num,
  goldPrice: d(w.gold_price),
  unitPrice: d(w.price),
  handicraftFee: d(w.handicraft_fee),
  totalPrice: d(w.total_price),
  expiresAt: new Date(w.expire_time),
});

export const toGoldOrder = (w: z.output<typeof goldOrderWire>): GoldOrder => ({
  id: w.id,
  orderNo: w.order_no,
  goodsId: w.goods_id,
  goodsName: w.goods_name,
  goodsImage: w.goods_image,
  num: w.num,
  goldPrice: d(w.gold_price),
  unitPrice: d(w.price),
  handicraftFee: d(w.handicraft_fee),
  totalPrice: d(w.total_price),
  needsDelivery: w.need_delivery === 1,
  status: parseGoldOrderStatus(w.status),
  expressCompany: w.express_company,
  expressNo: w.express_no,
  remark: w.remark,
  delivery: w.delivery,
  createdAt: new Date(w.create_time),
  shippedAt: dateOrNull(w.ship_time),
  confirmedAt: dateOrNull(w.confirm_time),
  autoConfirmAt: dateOrNull(w.auto_confirm_time),
});

export const toReleaseRecord = (w: z.output<typeof releaseOrderWire>): ReleaseRecord => ({
  id: w.id,
  orderNo: w.order_no,
  goodsName: w.goods_name,
  amount: d(w.amount),
  released: d(w.released),
  releaseRate: d(w.release_rate),
  status: parseGoldReleaseStatus(w.status),
  createdAt: new Date(w.create_time),
  releasedAt: dateOrNull(w.release_time),
});

/** The list call's `status` for an order state: only the four the tabs filter by are sent. */
export const toGoldStatusFilter = (status: GoldOrderStatus | null): { status?: 0 | 1 | 2 | 3 } =>
  status === null || status === 'cancelled' ? {} : { status: GOLD_ORDER_STATUS_CODES[status] };

export const toReleaseFilter = (status: GoldReleaseStatus | null): { status?: 1 | 2 } =>
  status === null ? {} : { status: GOLD_RELEASE_CODES[status] };
