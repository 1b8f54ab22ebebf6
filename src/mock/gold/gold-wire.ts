import Decimal from 'decimal.js';
import { goldPriceBreakdown } from '../../domain/gold/gold-price-math';
import type { MockState } from '../core/mock-state';
import { type GoldGoodsSeed, goldGoodsById, goldImage } from './gold.seed';
import type { MockGoldOrder } from './gold.state';
import { paidUnits } from './gold-clock';

/** The answers' shapes of gold goods and orders, from the mock's records. */

/** One unit's breakdown at the gold price. */
export const unitBreakdown = (goods: GoldGoodsSeed, goldPrice: string, num = 1) =>
  goldPriceBreakdown(new Decimal(goldPrice), new Decimal(goods.grams), new Decimal(goods.fee), num);

/** Units left: the seeded stock less the paid orders that stand. */
export const stockOf = (state: MockState, goods: GoldGoodsSeed): number =>
  Math.max(0, goods.stock - paidUnits(state, goods.id));

export const goodsWire = (state: MockState, goods: GoldGoodsSeed, goldPrice: string) => ({
  id: goods.id,
  category_id: goods.categoryId,
  name: goods.name,
  image: goldImage(goods),
  price: unitBreakdown(goods, goldPrice).unitPrice.toFixed(),
  handicraft_fee: goods.fee,
  specification: goods.specification,
  product_amount: goods.grams,
  stock: stockOf(state, goods),
  sold: goods.sold + paidUnits(state, goods.id),
  need_delivery: goods.needDelivery ? (1 as const) : (0 as const),
});

export const goodsDetailWire = (state: MockState, goods: GoldGoodsSeed, goldPrice: string) => ({
  ...goodsWire(state, goods, goldPrice),
  images: [goldImage(goods)],
  content: goods.content,
});

export const goldOrderWireOf = (order: MockGoldOrder) => {
  const goods = goldGoodsById(order.goodsId);
  return {
    id: order.orderId,
    order_no: order.orderNo,
    goods_id: order.goodsId,
    goods_name: goods?.name ?? '',
    goods_image: goods ? goldImage(goods) : '',
    num: order.num,
    gold_price: order.goldPrice,
    price: order.unitPrice,
    handicraft_fee: order.fee,
    total_price: order.total,
    need_delivery: order.needDelivery ? (1 as const) : (0 as const),
    status: order.status,
    express_company: order.expressCompany,
    express_no: order.expressNo,
    remark: order.remark,
    delivery: order.delivery,
    create_time: order.paidAt ?? order.createdAt,
    ship_time: order.shippedAt,
    confirm_time: order.confirmedAt,
    auto_confirm_time: order.autoConfirmAt,
  };
};
