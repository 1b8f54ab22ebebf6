import Decimal from 'decimal.js';
import type * as z from 'zod/mini';
import { nodeGetOrder } from '../../adapters/api/catalogue/node.schema';
import {
  ORDER_CODES,
  preOrderCancel,
  preOrderCreate,
  preOrderList,
  preOrderTips,
} from '../../adapters/api/catalogue/pre-order.schema';
import { ORDER_STATUS_CODES, ORDER_TYPE_CODES } from '../../domain/orders/order-status';
import { multiplyAmounts } from '../../domain/shared/money';
import { addressBook } from '../address/address.state';
import { fail, type HandlerResult, type Implementation, implementAuthed, invalid, ok } from '../core/handler';
import type { MockState, MockUser } from '../core/mock-state';
import { pageAnswer } from '../core/paging';
import { machineById, machineStock } from '../mall/mall.handlers';
import { nodesHeld, nodesSold, nodeTierById } from '../node/node.handlers';
import { creditOrderFromChain, creditOrdersFromChain } from '../payment/chain-credit';
import { loadOrder, payStatusOf, releaseWithheld } from '../payment/payment-ledger';
import { type MockOrder, type NewMockOrder, orderBook } from './orders.state';

/** Smallest destroy-mining entry and union mining amount, in USDT (mining/config says the same). */
export const DESTROY_MINIMUM = '100';
export const UNION_MINIMUM = '500';

/** The status the calls show: an unpaid order with a transaction on its way is "in progress". */
export const shownStatusOf = (order: MockOrder): number =>
  order.status === ORDER_STATUS_CODES.toPay && payStatusOf(order) === 'pending'
    ? ORDER_STATUS_CODES.inProgress
    : order.status;

export const orderWireOf = (order: MockOrder) => ({
  id: order.id,
  order_no: order.orderNo,
  order_type: order.orderType,
  status: shownStatusOf(order),
  num: order.num,
  price: order.price,
  total_price: order.totalPrice,
  goods_id: order.goodsId ?? null,
  create_time: order.createdAt,
  expire_time: order.expiresAt,
});

/** The user's orders, newest first, each as it stands now (expired unpaid ones cancelled first). */
export const currentOrdersOf = (state: MockState, userId: number, now: number): MockOrder[] =>
  orderBook(state)
    .ordersOf(userId)
    .flatMap((o) => loadOrder(state, userId, o.id, now) ?? []);

/** Whether the order waits for payment with nothing on its way (the reminder's and cancel's orders). */
const isUnpaid = (order: MockOrder): boolean =>
  order.status === ORDER_STATUS_CODES.toPay && ['unpaid', 'failed'].includes(payStatusOf(order));

/** Which stored statuses a list filter shows (completed includes paid). */
const FILTERS: Readonly<Record<number, readonly number[]>> = {
  [ORDER_STATUS_CODES.toPay]: [ORDER_STATUS_CODES.toPay],
  [ORDER_STATUS_CODES.inProgress]: [ORDER_STATUS_CODES.inProgress],
  [ORDER_STATUS_CODES.completed]: [ORDER_STATUS_CODES.completed, ORDER_STATUS_CODES.paid],
  [ORDER_STATUS_CODES.cancelled]: [ORDER_STATUS_CODES.cancelled],
};

type Create = z.output<(typeof preOrderCreate)['request']>;
type Draft = HandlerResult<never> | NewMockOrder;

/** A node tier: sold out, over the user's limit, or one node at the tier's price. */
function nodeDraft(state: MockState, user: MockUser, input: Create): Draft {
  const tier = input.goods_id === undefined ? undefined : nodeTierById(input.goods_id);
  if (!tier) return fail(ORDER_CODES.goodsNotFound, 'node not found');
  if (nodesSold(state, tier) >= tier.totalQuota) return fail(ORDER_CODES.soldOut, 'node sold out');
  if (tier.limit > 0 && nodesHeld(state, user.id, tier) >= tier.limit) {
    return fail(ORDER_CODES.limitReached, `at most ${tier.limit} of this node per user`);
  }
  return {
    orderType: ORDER_TYPE_CODES.buyNode,
    goodsId: tier.id,
    num: 1,
    price: tier.amount,
    totalPrice: tier.amount,
  };
}

/** A device: in stock, and with one of the user's addresses when it is shipped. */
function deviceDraft(state: MockState, user: MockUser, input: Create): Draft {
  const machine = input.goods_id === undefined ? undefined : machineById(input.goods_id);
  if (!machine) return fail(ORDER_CODES.goodsNotFound, 'device not found');
  const num = input.num ?? 1;
  if (machineStock(state, machine) < num) return fail(ORDER_CODES.soldOut, 'device sold out');
  const address =
    input.address_id === undefined ? undefined : addressBook(state).address(user.id, input.address_id);
  if (machine.needDelivery && !address)
    return fail(ORDER_CODES.addressRequired, 'a delivery address is required');
  const total = multiplyAmounts(new Decimal(machine.price), new Decimal(num)).toFixed();
  return {
    orderType: ORDER_TYPE_CODES.buyDevice,
    goodsId: machine.id,
    addressId: address?.id ?? null,
    num,
    price: machine.price,
    totalPrice: total,
  };
}

/** Destroy or union mining: an amount reaching the kind's minimum. */
function miningDraft(input: Create, destroy: boolean): Draft {
  if (input.amount === undefined) return invalid('amount is required');
  const minimum = destroy ? DESTROY_MINIMUM : UNION_MINIMUM;
  if (new Decimal(input.amount).lt(minimum))
    return fail(ORDER_CODES.belowMinimum, `the minimum is ${minimum}`);
  return {
    orderType: destroy ? ORDER_TYPE_CODES.destroyMining : ORDER_TYPE_CODES.jointMining,
    num: 1,
    price: input.amount,
    totalPrice: input.amount,
  };
}

/** The order preOrder.preOrder opens for the input, or its refusal (provider states buy through it too). */
export function draftOf(state: MockState, user: MockUser, input: Create): Draft {
  switch (input.order_type) {
    case ORDER_TYPE_CODES.buyNode:
      return nodeDraft(state, user, input);
    case ORDER_TYPE_CODES.buyDevice:
      return deviceDraft(state, user, input);
    case ORDER_TYPE_CODES.destroyMining:
      return miningDraft(input, true);
    case ORDER_TYPE_CODES.jointMining:
      return miningDraft(input, false);
    default:
      return fail(ORDER_CODES.goodsNotFound, 'these goods are not sold by the mock');
  }
}

/** The user's open (unpaid) order for a node tier. */
const openNodeOrder = (orders: readonly MockOrder[], tierId: number): MockOrder | undefined =>
  orders.find((o) => o.orderType === ORDER_TYPE_CODES.buyNode && o.goodsId === tierId && isUnpaid(o));

/**
 * Orders to pay (`preOrder/*`, and `node/getOrder`). Orders live 15 minutes; an unpaid one past its expiry
 * is cancelled on the next look at it (any call here or of the payment calls), its withheld balance given
 * back, unless its payment is found on the attached chain first (chain-credit.ts: every call here looks
 * for the payments of the user's orders that wait for one). A second pre-order for a node tier with an
 * unpaid order open answers that order again.
 */
export const ORDERS_HANDLERS: readonly Implementation[] = [
  implementAuthed(preOrderCreate, async ({ input, user, state, env }) => {
    await creditOrdersFromChain(state, user, env);
    const now = env.now();
    const orders = currentOrdersOf(state, user.id, now);
    if (input.order_type === ORDER_TYPE_CODES.buyNode && input.goods_id !== undefined) {
      const open = openNodeOrder(orders, input.goods_id);
      if (open) return ok(orderWireOf(open));
    }
    const draft = draftOf(state, user, input);
    if ('ok' in draft) return draft;
    return ok(orderWireOf(orderBook(state).addOrder(user.id, draft, now)));
  }),

  implementAuthed(preOrderTips, async ({ user, state, env }) => {
    await creditOrdersFromChain(state, user, env);
    return ok(
      currentOrdersOf(state, user.id, env.now())
        .filter(isUnpaid)
        .sort((a, b) => a.id - b.id)
        .map(orderWireOf),
    );
  }),

  implementAuthed(preOrderList, async ({ input, user, state, env }) => {
    await creditOrdersFromChain(state, user, env);
    const shown = input.status === undefined ? undefined : FILTERS[input.status];
    const orders = currentOrdersOf(state, user.id, env.now()).filter(
      (o) => shown === undefined || shown.includes(shownStatusOf(o)),
    );
    return pageAnswer(orders.map(orderWireOf), input.page, input.page_size);
  }),

  implementAuthed(preOrderCancel, async ({ input, user, state, env }) => {
    // Money that already moved for it makes it paid, not cancellable.
    await creditOrderFromChain(state, user, input.id, env);
    const order = loadOrder(state, user.id, input.id, env.now());
    if (!order) return fail(ORDER_CODES.orderNotFound, 'order not found');
    if (!isUnpaid(order)) return fail(ORDER_CODES.notCancellable, 'only an unpaid order can be cancelled');
    releaseWithheld(state, order, env.now());
    order.status = ORDER_STATUS_CODES.cancelled;
    orderBook(state).saveOrder(order);
    return ok(orderWireOf(order));
  }),

  implementAuthed(nodeGetOrder, async ({ input, user, state, env }) => {
    await creditOrdersFromChain(state, user, env);
    if (!nodeTierById(input.node_id)) return fail(ORDER_CODES.goodsNotFound, 'node not found');
    const open = openNodeOrder(currentOrdersOf(state, user.id, env.now()), input.node_id);
    return ok(open ? orderWireOf(open) : null);
  }),
];
