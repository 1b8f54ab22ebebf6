import { GOLD_ORDER_TYPE } from '../../adapters/api/catalogue/pre-order.schema';
import { GOLD_ORDER_STATUS_CODES } from '../../domain/gold/gold-order-status';
import { ORDER_STATUS_CODES } from '../../domain/orders/order-status';
import { addressBook } from '../address/address.state';
import type { MockFeature } from '../core/mock-feature';
import type { MockState, MockUser } from '../core/mock-state';
import { orderBook } from '../orders/orders.state';
import { GOLD_HANDLERS } from './gold.handlers';
import { GOLD_START_PRICE, goldGoodsById } from './gold.seed';
import { addGoldOrder, GOLD_SLICE, goldData, LOCK_TTL_MS } from './gold.state';
import { completeGoldOrder, setGoldPrice, shipGoldOrder } from './gold-clock';
import { GOLD_CONTROLS } from './gold-control';
import { unitBreakdown } from './gold-wire';
import { RELEASE_DAY_MS, settleReleases } from './releases';

/** The goods of the provider states' orders: the 10 g bar (delivered) and vault gold 1 g (not). */
export const PACT_DELIVERED_GOODS = 1;
export const PACT_VAULT_GOODS = 5;

/** A gold order of one unit at the start price, in `status` (to pay, to ship, to receive or completed). */
function paidGoldOrder(state: MockState, user: MockUser, goodsId: number, status: number, now: number) {
  const unpaid = status === GOLD_ORDER_STATUS_CODES.toPay;
  const goods = goldGoodsById(goodsId);
  if (!goods) throw new Error(`no gold goods ${goodsId}`);
  const { unitPrice } = unitBreakdown(goods, GOLD_START_PRICE);
  const total = unitPrice.toFixed();
  const order = orderBook(state).addOrder(
    user.id,
    {
      orderType: GOLD_ORDER_TYPE,
      goodsId,
      num: 1,
      price: total,
      totalPrice: total,
      status: unpaid ? ORDER_STATUS_CODES.toPay : ORDER_STATUS_CODES.paid,
    },
    now,
  );
  const [address] = addressBook(state).addresses(user.id);
  const record = {
    orderId: order.id,
    userId: user.id,
    orderNo: order.orderNo,
    goodsId,
    num: 1,
    goldPrice: GOLD_START_PRICE,
    unitPrice: total,
    fee: goods.fee,
    total,
    needDelivery: goods.needDelivery,
    delivery:
      goods.needDelivery && address
        ? { name: address.name, phone: address.phone, area: address.area, address: address.address }
        : null,
    remark: '',
    status: unpaid ? status : GOLD_ORDER_STATUS_CODES.toShip,
    createdAt: order.createdAt,
    paidAt: unpaid ? null : new Date(now).toISOString(),
    shippedAt: null,
    confirmedAt: null,
    autoConfirmAt: null,
    expressCompany: '',
    expressNo: '',
  };
  addGoldOrder(state, record);
  const live = goldData(state).goldOrders?.find((o) => o.orderId === order.id) ?? record;
  if (status > GOLD_ORDER_STATUS_CODES.toShip) shipGoldOrder(state, live, now);
  if (status === GOLD_ORDER_STATUS_CODES.completed) completeGoldOrder(state, live, now);
  return { order_id: order.id };
}

/**
 * The gold shop: goods priced at the walking gold price, price locks, gold orders on the clock and the
 * releases of gold orders and car applications (releases.ts; the money log reads goldCarReleaseRecords).
 */
export const GOLD_FEATURE: MockFeature = {
  name: 'gold',
  handlers: GOLD_HANDLERS,
  slice: GOLD_SLICE,
  controls: GOLD_CONTROLS,
  providerStates: [
    {
      name: 'the user has a gold price lock',
      apply: ({ state, user, now }) => {
        setGoldPrice(state, GOLD_START_PRICE, true, now);
        const expiresAt = new Date(now + LOCK_TTL_MS).toISOString();
        const data = goldData(state);
        const lock = (id: string, goodsId: number) => {
          const goods = goldGoodsById(goodsId);
          if (!goods) throw new Error(`no gold goods ${goodsId}`);
          const { unitPrice } = unitBreakdown(goods, GOLD_START_PRICE);
          const total = unitPrice.toFixed();
          return {
            id,
            userId: user.id,
            goodsId,
            num: 1,
            goldPrice: GOLD_START_PRICE,
            unitPrice: total,
            fee: goods.fee,
            total,
            expiresAt,
          };
        };
        data.goldLocks = [
          lock('pact-lock-delivered', PACT_DELIVERED_GOODS),
          lock('pact-lock-vault', PACT_VAULT_GOODS),
        ];
        const [address] = addressBook(state).addresses(user.id);
        if (!address) throw new Error('the user has no address');
        return {
          lock_id: 'pact-lock-delivered',
          vault_lock_id: 'pact-lock-vault',
          address_ids: [address.id],
        };
      },
    },
    {
      name: 'the user has a gold order to pay',
      apply: ({ state, user, now }) =>
        paidGoldOrder(state, user, PACT_DELIVERED_GOODS, GOLD_ORDER_STATUS_CODES.toPay, now),
    },
    {
      name: 'the user has a gold order to ship',
      apply: ({ state, user, now }) =>
        paidGoldOrder(state, user, PACT_DELIVERED_GOODS, GOLD_ORDER_STATUS_CODES.toShip, now),
    },
    {
      name: 'the user has a shipped gold order',
      apply: ({ state, user, now }) =>
        paidGoldOrder(state, user, PACT_DELIVERED_GOODS, GOLD_ORDER_STATUS_CODES.toReceive, now),
    },
    {
      name: 'the user has a gold order releasing',
      apply: ({ state, user, now }) => {
        // Completed three days ago: three days released.
        const answer = paidGoldOrder(
          state,
          user,
          PACT_VAULT_GOODS,
          GOLD_ORDER_STATUS_CODES.completed,
          now - 3 * RELEASE_DAY_MS,
        );
        settleReleases(state, now, user.id);
        return answer;
      },
    },
  ],
};
