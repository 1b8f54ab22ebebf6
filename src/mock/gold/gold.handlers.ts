import Decimal from 'decimal.js';
import {
  GOLD_CODES,
  goldCategoryList,
  goldGoodsDetail,
  goldGoodsList,
  goldOrderList,
  goldPrice,
  goldReceipt,
  goldReleaseOrderList,
} from '../../adapters/api/catalogue/gold.schema';
import {
  goldCancelOrder,
  goldCreateOrder,
  goldLockPrice,
} from '../../adapters/api/catalogue/gold-order.schema';
import { GOLD_ORDER_TYPE } from '../../adapters/api/catalogue/pre-order.schema';
import { GOLD_ORDER_STATUS_CODES } from '../../domain/gold/gold-order-status';
import { addAmounts } from '../../domain/shared/money';
import { addressBook } from '../address/address.state';
import { fail, type Implementation, implementAuthed, ok } from '../core/handler';
import { pageAnswer } from '../core/paging';
import { randomHex } from '../core/random';
import { requestLocale } from '../core/request-language';
import { orderWireOf } from '../orders/orders.handlers';
import { orderBook } from '../orders/orders.state';
import { GOLD_GOODS, goldGoodsById } from './gold.seed';
import { addGoldOrder, goldData, goldOrdersOf, LOCK_TTL_MS } from './gold.state';
import { completeGoldOrder, currentGoldPrice, syncGoldOrders } from './gold-clock';
import { goldCategoriesIn, goldNameIn } from './gold-content';
import { goldOrderWireOf, goodsDetailWire, goodsWire, stockOf, unitBreakdown } from './gold-wire';
import { releaseWiresOf, settleReleases } from './releases';

/**
 * The gold shop (`gold/*`): goods priced at the walking gold price, a price lock per purchase (60 s), the
 * order to pay made at the locked price (paid by the payment calls), then the order's life on the clock
 * (gold-clock.ts) and the release of completed orders (releases.ts).
 */
export const GOLD_HANDLERS: readonly Implementation[] = [
  implementAuthed(goldCategoryList, ({ headers }) => ok(goldCategoriesIn(requestLocale(headers)))),

  implementAuthed(goldGoodsList, ({ input, state, env, headers }) => {
    const { value } = currentGoldPrice(state, env);
    const goods = GOLD_GOODS.filter(
      (g) => input.category_id === undefined || g.categoryId === input.category_id,
    );
    return pageAnswer(
      goods.map((g) => goodsWire(state, g, value, requestLocale(headers))),
      input.page,
      input.page_size,
    );
  }),

  implementAuthed(goldGoodsDetail, ({ input, state, env, headers }) => {
    const goods = goldGoodsById(input.id);
    if (!goods) return fail(GOLD_CODES.goodsNotFound, 'goods not found');
    return ok(goodsDetailWire(state, goods, currentGoldPrice(state, env).value, requestLocale(headers)));
  }),

  implementAuthed(goldPrice, ({ state, env }) => {
    const { value, setAt } = currentGoldPrice(state, env);
    return ok({ price: value, update_time: new Date(setAt).toISOString() });
  }),

  implementAuthed(goldLockPrice, ({ input, user, state, env }) => {
    const goods = goldGoodsById(input.goods_id);
    if (!goods) return fail(GOLD_CODES.goodsNotFound, 'goods not found');
    if (stockOf(state, goods) < input.num) return fail(GOLD_CODES.soldOut, 'not enough in stock');
    const now = env.now();
    const { value } = currentGoldPrice(state, env);
    const breakdown = unitBreakdown(goods, value, input.num);
    const lock = {
      id: randomHex(env.random, 24),
      userId: user.id,
      goodsId: goods.id,
      num: input.num,
      goldPrice: value,
      unitPrice: breakdown.unitPrice.toFixed(),
      fee: goods.fee,
      total: breakdown.total.toFixed(),
      expiresAt: new Date(now + LOCK_TTL_MS).toISOString(),
    };
    const data = goldData(state);
    data.goldLocks = [...(data.goldLocks ?? []).filter((l) => Date.parse(l.expiresAt) > now), lock];
    return ok({
      lock_id: lock.id,
      goods_id: lock.goodsId,
      num: lock.num,
      gold_price: lock.goldPrice,
      price: lock.unitPrice,
      handicraft_fee: lock.fee,
      total_price: lock.total,
      expire_time: lock.expiresAt,
    });
  }),

  implementAuthed(goldCreateOrder, ({ input, user, state, env }) => {
    const now = env.now();
    const data = goldData(state);
    const lock = (data.goldLocks ?? []).find((l) => l.id === input.lock_id && l.userId === user.id);
    if (!lock || Date.parse(lock.expiresAt) <= now) {
      return fail(GOLD_CODES.lockExpired, 'the price lock has run out; lock the price again');
    }
    const goods = goldGoodsById(lock.goodsId);
    if (!goods) return fail(GOLD_CODES.goodsNotFound, 'goods not found');
    if (stockOf(state, goods) < lock.num) return fail(GOLD_CODES.soldOut, 'not enough in stock');
    const address =
      input.address_id === undefined ? undefined : addressBook(state).address(user.id, input.address_id);
    if (goods.needDelivery && !address)
      return fail(GOLD_CODES.addressRequired, 'a delivery address is required');
    const order = orderBook(state).addOrder(
      user.id,
      {
        orderType: GOLD_ORDER_TYPE,
        goodsId: goods.id,
        num: lock.num,
        price: lock.unitPrice,
        totalPrice: lock.total,
        addressId: goods.needDelivery ? (address?.id ?? null) : null,
      },
      now,
    );
    data.goldLocks = (data.goldLocks ?? []).filter((l) => l.id !== lock.id);
    addGoldOrder(state, {
      orderId: order.id,
      userId: user.id,
      orderNo: order.orderNo,
      goodsId: goods.id,
      num: lock.num,
      goldPrice: lock.goldPrice,
      unitPrice: lock.unitPrice,
      fee: lock.fee,
      total: lock.total,
      needDelivery: goods.needDelivery,
      delivery:
        goods.needDelivery && address
          ? { name: address.name, phone: address.phone, area: address.area, address: address.address }
          : null,
      remark: input.remark?.trim() ?? '',
      status: 0,
      createdAt: order.createdAt,
      paidAt: null,
      shippedAt: null,
      confirmedAt: null,
      autoConfirmAt: null,
      expressCompany: '',
      expressNo: '',
    });
    return ok(orderWireOf(order));
  }),

  implementAuthed(goldOrderList, ({ input, user, state, env, headers }) => {
    syncGoldOrders(state, user.id, env.now());
    const orders = goldOrdersOf(state, user.id).filter(
      (o) => o.status >= 0 && (input.status === undefined || o.status === input.status),
    );
    return pageAnswer(orders.map(goldOrderWireOf(requestLocale(headers))), input.page, input.page_size);
  }),

  implementAuthed(goldReceipt, ({ input, user, state, env }) => {
    const now = env.now();
    syncGoldOrders(state, user.id, now);
    const order = goldOrdersOf(state, user.id).find((o) => o.orderId === input.id && o.status > 0);
    if (!order) return fail(GOLD_CODES.orderNotFound, 'order not found');
    if (order.status !== GOLD_ORDER_STATUS_CODES.toReceive) {
      return fail(GOLD_CODES.notReceivable, 'only a shipped order can be confirmed as received');
    }
    completeGoldOrder(state, order, now);
    return ok(null);
  }),

  implementAuthed(goldCancelOrder, ({ input, user, state, env, headers }) => {
    syncGoldOrders(state, user.id, env.now());
    const order = goldOrdersOf(state, user.id).find((o) => o.orderId === input.id && o.status > 0);
    if (!order) return fail(GOLD_CODES.orderNotFound, 'order not found');
    if (order.status !== GOLD_ORDER_STATUS_CODES.toShip) {
      return fail(GOLD_CODES.notCancellable, 'only an order not shipped yet can be cancelled');
    }
    order.status = GOLD_ORDER_STATUS_CODES.cancelled;
    const balance = state.userById(user.id)?.balance ?? user.balance;
    state.updateUser(user.id, {
      balance: addAmounts(new Decimal(balance), new Decimal(order.total)).toFixed(),
    });
    return ok(goldOrderWireOf(requestLocale(headers))(order));
  }),

  implementAuthed(goldReleaseOrderList, ({ input, user, state, env, headers }) => {
    settleReleases(state, env.now(), user.id);
    const locale = requestLocale(headers);
    const releases = releaseWiresOf(state, user.id, 'gold', input.status).map((r) => ({
      ...r,
      goods_name: goldNameIn(locale, r.goods_name),
    }));
    return pageAnswer(releases, input.page, input.page_size);
  }),
];
