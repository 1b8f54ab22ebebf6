import Decimal from 'decimal.js';
import { goldPriceBreakdown } from '../../domain/gold/gold-price-math';
import type { Locale } from '../../domain/language/language';
import type { MockState } from '../core/mock-state';
import { type GoldGoodsSeed, goldGoodsById, goldImage } from './gold.seed';
import type { MockGoldOrder } from './gold.state';
import { paidUnits } from './gold-clock';
import { goldGoodsTextIn } from './gold-content';

/** The answers' shapes of gold goods and orders, from the mock's records. */

/** One unit's breakdown at the gold price. */
export const unitBreakdown = (goods: GoldGoodsSeed, goldPrice: string, num = 1) =>
  goldPriceBreakdown(new Decimal(goldPrice), new Decimal(goods.grams), new Decimal(goods.fee), num);

/** Units left: the seeded stock less the paid orders that stand. */
export const stockOf = (state: MockState, goods: GoldGoodsSeed): number =>
  Math.max(0, goods.stock - paidUnits(state, goods.id));

/** The goods' words in the request's language (its picture has no words: the same in every language). */
const textOf = (goods: GoldGoodsSeed, locale: Locale) => goldGoodsTextIn(locale, goods.id) ?? goods;

export const goodsWire = (state: MockState, goods: GoldGoodsSeed, goldPrice: string, locale: Locale) => ({
  id: goods.id,
  category_id: goods.categoryId,
  name: textOf(goods, locale).name,
  image: goldImage(goods),
  price: unitBreakdown(goods, goldPrice).unitPrice.toFixed(),
  handicraft_fee: goods.fee,
  specification: textOf(goods, locale).specification,
  product_amount: goods.grams,
  stock: stockOf(state, goods),
  sold: goods.sold + paidUnits(state, goods.id),
  need_delivery: goods.needDelivery ? (1 as const) : (0 as const),
});

export const goodsDetailWire = (
  state: MockState,
  goods: GoldGoodsSeed,
  goldPrice: string,
  locale: Locale,
) => ({
  ...goodsWire(state, goods, goldPrice, locale),
  images: [goldImage(goods)],
  content: textOf(goods, locale).content,
});

export const goldOrderWireOf = (locale: Locale) => (order: MockGoldOrder) => {
  const goods = goldGoodsById(order.goodsId);
  return {
    id: order.orderId,
    order_no: order.orderNo,
    goods_id: order.goodsId,
    goods_name: goods ? textOf(goods, locale).name : '',
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
