import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  ORDER_CODES,
  preOrderCancel,
  preOrderCreate,
  preOrderList,
  preOrderTips,
} from '../../src/adapters/api/catalogue/pre-order.schema';
import { HttpOrdersApi } from '../../src/adapters/api/orders/http-orders-api.adapter';
import { OrderRefused } from '../../src/application/orders/orders-api.port';
import type { Order } from '../../src/domain/orders/order';
import {
  contractKit,
  dateTime,
  decimal,
  failure,
  fromState,
  PACT_TOKEN,
  pactInteractions,
  success,
} from './support/pact-kit';

const { eachLike, integer, regex } = MatchersV3;

const interaction = pactInteractions();
const api = (url: string) => new HttpOrdersApi(contractKit(url, PACT_TOKEN).client);

/**
 * The order of "the user has an unpaid order" (`order_id`, 500 USDT for a node); "the user has an order
 * with a pending on-chain payment" makes one whose transaction is on its way. The example id differs
 * from the mock's, so the verification fails unless the state's id is the one sent.
 */
const ORDER_ID = 42;
const orderId = () => fromState('order_id', ORDER_ID);
/** An id no order of the user has. */
const UNKNOWN_ORDER_ID = 999999;
const ORDER_NO = 'NO20261122000042';
const CREATED_AT = '2026-11-22T15:30:00.000Z';
const EXPIRES_AT = '2026-11-22T15:45:00.000Z';

interface OrderExample {
  readonly type: number;
  readonly status: number;
  readonly total: string;
  readonly goodsId: number | null;
}

/** An order on the wire: id an integer, order number and dates by shape, type and status exactly. */
const wireOrder = (o: OrderExample) => ({
  id: integer(ORDER_ID),
  order_no: regex('^[A-Za-z0-9]+$', ORDER_NO),
  order_type: o.type,
  status: o.status,
  num: 1,
  price: decimal(o.total),
  total_price: decimal(o.total),
  goods_id: o.goodsId === null ? null : integer(o.goodsId),
  create_time: dateTime(CREATED_AT),
  expire_time: dateTime(EXPIRES_AT),
});

const domainOrder = (fields: Pick<Order, 'type' | 'status' | 'goodsId'> & { total: string }): Order => ({
  id: ORDER_ID,
  orderNo: ORDER_NO,
  type: fields.type,
  status: fields.status,
  num: 1,
  price: new Decimal(fields.total),
  totalPrice: new Decimal(fields.total),
  goodsId: fields.goodsId,
  createdAt: new Date(CREATED_AT),
  expiresAt: new Date(EXPIRES_AT),
});

/** The unpaid node order of the payment states: 500 USDT, no tier named. */
const UNPAID = { type: 2, status: 1, total: '500', goodsId: null } as const;
const unpaid = domainOrder({ type: 'buyNode', status: 'toPay', goodsId: null, total: '500' });

/** Awaits a call that must be refused by rule and answers the refusal. */
async function refusalOf(promise: Promise<unknown>): Promise<OrderRefused> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (error instanceof OrderRefused) return error;
  throw new Error(`expected an OrderRefused, got ${String(error)}`, { cause: error });
}

describe('orders contract', () => {
  it('preOrder.preOrder of a node tier answers the new unpaid order', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: preOrderCreate,
        description: 'the elite node tier',
        body: { order_type: 2, goods_id: 1 },
        answer: success(wireOrder({ type: 2, status: 1, total: '500', goodsId: 1 })),
      },
      async (server) => {
        expect(await api(server.url).create({ type: 'buyNode', goodsId: 1 })).toEqual(
          domainOrder({ type: 'buyNode', status: 'toPay', goodsId: 1, total: '500' }),
        );
      },
    );
  });

  it('preOrder.preOrder of destroy mining answers an order for the amount, with no goods', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: preOrderCreate,
        description: 'destroy mining of 100 USDT',
        body: { order_type: 3, amount: '100' },
        answer: success(wireOrder({ type: 3, status: 1, total: '100', goodsId: null })),
      },
      async (server) => {
        const order = await api(server.url).create({ type: 'destroyMining', amount: new Decimal('100') });
        expect(order).toEqual(
          domainOrder({ type: 'destroyMining', status: 'toPay', goodsId: null, total: '100' }),
        );
      },
    );
  });

  it('preOrder.preOrder below the destroy minimum answers code 4303, refused as below-minimum', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: preOrderCreate,
        description: 'destroy mining of 50 USDT, below the minimum',
        body: { order_type: 3, amount: '50' },
        answer: failure(ORDER_CODES.belowMinimum, 'the minimum is 100'),
      },
      async (server) => {
        const refusal = await refusalOf(
          api(server.url).create({ type: 'destroyMining', amount: new Decimal('50') }),
        );
        expect(refusal.reason).toBe('below-minimum');
        expect(refusal.serverMessage).toBe('the minimum is 100');
      },
    );
  });

  it('preOrder.tips answers the unpaid orders', async () => {
    await interaction(
      {
        given: 'the user has an unpaid order',
        endpoint: preOrderTips,
        description: 'a user with an unpaid order',
        answer: success(eachLike(wireOrder(UNPAID))),
      },
      async (server) => {
        expect(await api(server.url).unpaid()).toEqual([unpaid]);
      },
    );
  });

  it('preOrder.tips without unpaid orders answers an empty list', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: preOrderTips,
        description: 'a user with no unpaid order',
        answer: success([]),
      },
      async (server) => {
        expect(await api(server.url).unpaid()).toEqual([]);
      },
    );
  });

  it('preOrder.list filtered to pay answers a page of unpaid orders', async () => {
    await interaction(
      {
        given: 'the user has an unpaid order',
        endpoint: preOrderList,
        description: 'the first page of orders to pay',
        query: { page: '1', page_size: '10', status: '1' },
        answer: success({ list: eachLike(wireOrder(UNPAID)), total: integer(1), page: 1, page_size: 10 }),
      },
      async (server) => {
        expect(await api(server.url).list({ filter: 'toPay', page: 1, pageSize: 10 })).toEqual({
          items: [unpaid],
          total: 1,
          page: 1,
          pageSize: 10,
        });
      },
    );
  });

  it('preOrder.list of every status answers the orders in progress too', async () => {
    await interaction(
      {
        given: 'the user has an order with a pending on-chain payment',
        endpoint: preOrderList,
        description: 'the first page of all orders, one with a payment on its way',
        query: { page: '1', page_size: '10' },
        answer: success({
          list: eachLike(wireOrder({ ...UNPAID, status: 2 })),
          total: integer(1),
          page: 1,
          page_size: 10,
        }),
      },
      async (server) => {
        const page = await api(server.url).list({ filter: 'all', page: 1, pageSize: 10 });
        expect(page.items).toEqual([{ ...unpaid, status: 'inProgress' }]);
      },
    );
  });

  it('preOrder.cancel answers the unpaid order cancelled', async () => {
    await interaction(
      {
        given: 'the user has an unpaid order',
        endpoint: preOrderCancel,
        description: 'the id of an unpaid order',
        body: { id: orderId() },
        answer: success(wireOrder({ ...UNPAID, status: 4 })),
      },
      async (server) => {
        expect(await api(server.url).cancel(ORDER_ID)).toEqual({ ...unpaid, status: 'cancelled' });
      },
    );
  });

  it('preOrder.cancel of an unknown order answers code 404, refused as not-found', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: preOrderCancel,
        description: 'an id the user has no order with',
        body: { id: UNKNOWN_ORDER_ID },
        answer: failure(ORDER_CODES.orderNotFound, 'order not found'),
      },
      async (server) => {
        const refusal = await refusalOf(api(server.url).cancel(UNKNOWN_ORDER_ID));
        expect(refusal.reason).toBe('not-found');
      },
    );
  });

  it('preOrder.cancel of an order with a payment on its way answers code 4306, refused as not-cancellable', async () => {
    await interaction(
      {
        given: 'the user has an order with a pending on-chain payment',
        endpoint: preOrderCancel,
        description: 'an order whose transaction is not yet settled',
        body: { id: orderId() },
        answer: failure(ORDER_CODES.notCancellable, 'only an unpaid order can be cancelled'),
      },
      async (server) => {
        const refusal = await refusalOf(api(server.url).cancel(ORDER_ID));
        expect(refusal.reason).toBe('not-cancellable');
      },
    );
  });
});
