import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  MALL_CODES,
  machineExpressTrace,
  machineOrderDetail,
  machineOrderList,
  machineReceipt,
} from '../../src/adapters/api/catalogue/mall.schema';
import { HttpMallApi } from '../../src/adapters/api/mall/http-mall-api.adapter';
import { MallOrderRefused } from '../../src/application/mall/mall-api.port';
import type { MallOrder } from '../../src/domain/mall/mall-order';
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

const { eachLike, integer, regex, string } = MatchersV3;

const interaction = pactInteractions();
const api = (url: string) => new HttpMallApi(contractKit(url, PACT_TOKEN).client);

/** The order of the mall states (`order_id`): two NADI Tab S1 at 299 USDT to the user's second address. */
const ORDER_ID = 42;
const orderId = () => fromState('order_id', ORDER_ID);
const orderIdQuery = () => ({ id: fromState('order_id', String(ORDER_ID)) });
const UNKNOWN_ORDER_ID = 999999;
const ORDER_NO = 'NO20261122000042';
const IMAGE = 'data:image/svg+xml;charset=utf-8,%3Csvg%3E';
const CREATED_AT = '2026-11-22T15:30:00.000Z';
const EXPIRES_AT = '2026-11-22T15:45:00.000Z';
const SHIPPED_AT = '2026-11-22T17:30:00.000Z';
const AUTO_CONFIRM_AT = '2026-11-22T21:30:00.000Z';

/** A paid mall order on the wire: to ship (status 1, no courier yet) or to receive (status 2, shipped). */
const wireOrder = (shipped: boolean) => ({
  id: integer(ORDER_ID),
  order_no: regex('^[A-Za-z0-9]+$', ORDER_NO),
  goods_id: 1,
  goods_name: 'NADI Tab S1',
  goods_image: string(IMAGE),
  num: 2,
  price: decimal('299'),
  total_price: decimal('598'),
  pay_status: 5,
  status: shipped ? 2 : 1,
  express_company: shipped ? string('NADI Express') : '',
  express_no: shipped ? regex('^[A-Za-z0-9]+$', 'NX0000420001') : '',
  create_time: dateTime(CREATED_AT),
  expire_time: dateTime(EXPIRES_AT),
  ship_time: shipped ? dateTime(SHIPPED_AT) : null,
  confirm_time: null,
  auto_confirm_time: shipped ? dateTime(AUTO_CONFIRM_AT) : null,
});

const domainOrder = (shipped: boolean): MallOrder => ({
  id: ORDER_ID,
  orderNo: ORDER_NO,
  goodsId: 1,
  goodsName: 'NADI Tab S1',
  goodsImage: IMAGE,
  num: 2,
  price: new Decimal(299),
  totalPrice: new Decimal(598),
  payStatus: 'paid',
  shipping: shipped ? 'toReceive' : 'toShip',
  expressCompany: shipped ? 'NADI Express' : '',
  expressNo: shipped ? 'NX0000420001' : '',
  createdAt: new Date(CREATED_AT),
  expiresAt: new Date(EXPIRES_AT),
  shippedAt: shipped ? new Date(SHIPPED_AT) : null,
  confirmedAt: null,
  autoConfirmAt: shipped ? new Date(AUTO_CONFIRM_AT) : null,
});

const counts = (toShip: number, toReceive: number) => ({
  all: toShip + toReceive,
  to_ship: toShip,
  to_receive: toReceive,
  completed: 0,
});

/** Awaits a call that must be refused by rule and answers the refusal. */
async function refusalOf(promise: Promise<unknown>): Promise<MallOrderRefused> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (error instanceof MallOrderRefused) return error;
  throw new Error(`expected a MallOrderRefused, got ${String(error)}`, { cause: error });
}

describe('mall orders contract', () => {
  it('machine.orderList of a user with no mall order answers an empty page with zero counts', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: machineOrderList,
        description: 'all orders of a user who bought nothing in the mall',
        query: { page: '1', page_size: '10' },
        answer: success({ list: [], total: 0, page: 1, page_size: 10, counts: counts(0, 0) }),
      },
      async (server) => {
        expect(await api(server.url).orders({ page: 1, pageSize: 10, status: null })).toEqual({
          items: [],
          total: 0,
          page: 1,
          pageSize: 10,
          counts: { all: 0, toShip: 0, toReceive: 0, completed: 0 },
        });
      },
    );
  });

  it('machine.orderList filtered to ship answers the paid orders not yet shipped', async () => {
    await interaction(
      {
        given: 'the user has a mall order to ship',
        endpoint: machineOrderList,
        description: 'the first page of orders to ship',
        query: { page: '1', page_size: '10', status: '1' },
        answer: success({
          list: eachLike(wireOrder(false)),
          total: integer(1),
          page: 1,
          page_size: 10,
          counts: counts(1, 0),
        }),
      },
      async (server) => {
        const page = await api(server.url).orders({ page: 1, pageSize: 10, status: 'toShip' });
        expect(page.items).toEqual([domainOrder(false)]);
        expect(page.counts).toEqual({ all: 1, toShip: 1, toReceive: 0, completed: 0 });
      },
    );
  });

  it('machine.orderList filtered to receive answers the shipped orders with their courier', async () => {
    await interaction(
      {
        given: 'the user has a mall order waiting to be received',
        endpoint: machineOrderList,
        description: 'the first page of orders to receive',
        query: { page: '1', page_size: '10', status: '2' },
        answer: success({
          list: eachLike(wireOrder(true)),
          total: integer(1),
          page: 1,
          page_size: 10,
          counts: counts(0, 1),
        }),
      },
      async (server) => {
        const page = await api(server.url).orders({ page: 1, pageSize: 10, status: 'toReceive' });
        expect(page.items).toEqual([domainOrder(true)]);
      },
    );
  });

  it('machine.orderDetail answers the order with its delivery address', async () => {
    await interaction(
      {
        given: 'the user has a mall order waiting to be received',
        endpoint: machineOrderDetail,
        description: 'the id of a shipped mall order',
        query: orderIdQuery(),
        answer: success({
          ...wireOrder(true),
          delivery: {
            name: 'Chen Office',
            phone: '+6591234567',
            area_code: 'SG',
            area: 'Singapore, Central Region',
            address: '1 Raffles Place, #20-01',
          },
        }),
      },
      async (server) => {
        expect(await api(server.url).orderDetail(ORDER_ID)).toEqual({
          ...domainOrder(true),
          delivery: {
            name: 'Chen Office',
            phone: '+6591234567',
            country: 'SG',
            area: 'Singapore, Central Region',
            detail: '1 Raffles Place, #20-01',
          },
        });
      },
    );
  });

  it('machine.orderDetail of an unknown order answers code 404, refused as not-found', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: machineOrderDetail,
        description: 'an id the user has no mall order with',
        query: { id: String(UNKNOWN_ORDER_ID) },
        answer: failure(MALL_CODES.orderNotFound, 'order data does not exist'),
      },
      async (server) => {
        expect((await refusalOf(api(server.url).orderDetail(UNKNOWN_ORDER_ID))).reason).toBe('not-found');
      },
    );
  });

  it('machine.receipt of a shipped order answers success', async () => {
    await interaction(
      {
        given: 'the user has a mall order waiting to be received',
        endpoint: machineReceipt,
        description: 'the id of a shipped mall order',
        body: { id: orderId() },
        answer: { code: 200, msg: string('success'), data: null },
      },
      async (server) => {
        await expect(api(server.url).confirmReceipt(ORDER_ID)).resolves.toBeUndefined();
      },
    );
  });

  it('machine.receipt of an order not yet shipped answers code 4501, refused as not-receivable', async () => {
    await interaction(
      {
        given: 'the user has a mall order to ship',
        endpoint: machineReceipt,
        description: 'the id of a mall order not yet shipped',
        body: { id: orderId() },
        answer: failure(
          MALL_CODES.notReceivable,
          'only a shipped order waiting to be received can be confirmed',
        ),
      },
      async (server) => {
        expect((await refusalOf(api(server.url).confirmReceipt(ORDER_ID))).reason).toBe('not-receivable');
      },
    );
  });

  it('machine.receipt of an unknown order answers code 404, refused as not-found', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: machineReceipt,
        description: 'an id the user has no mall order with',
        body: { id: UNKNOWN_ORDER_ID },
        answer: failure(MALL_CODES.orderNotFound, 'order data does not exist'),
      },
      async (server) => {
        expect((await refusalOf(api(server.url).confirmReceipt(UNKNOWN_ORDER_ID))).reason).toBe('not-found');
      },
    );
  });

  it('machine.expressTrace of a shipped order answers the courier steps', async () => {
    await interaction(
      {
        given: 'the user has a mall order waiting to be received',
        endpoint: machineExpressTrace,
        description: 'the id of a shipped mall order',
        query: orderIdQuery(),
        answer: success({
          express_company: string('NADI Express'),
          express_no: regex('^[A-Za-z0-9]+$', 'NX0000420001'),
          list: eachLike({ time: dateTime(SHIPPED_AT), status: integer(1), location: string('Shenzhen') }),
        }),
      },
      async (server) => {
        expect(await api(server.url).courierTrace(ORDER_ID)).toEqual({
          expressCompany: 'NADI Express',
          expressNo: 'NX0000420001',
          events: [{ time: new Date(SHIPPED_AT), status: 'pickedUp', location: 'Shenzhen' }],
        });
      },
    );
  });

  it('machine.expressTrace of an order not yet shipped answers no steps', async () => {
    await interaction(
      {
        given: 'the user has a mall order to ship',
        endpoint: machineExpressTrace,
        description: 'the id of a mall order not yet shipped',
        query: orderIdQuery(),
        answer: success({ express_company: '', express_no: '', list: [] }),
      },
      async (server) => {
        expect(await api(server.url).courierTrace(ORDER_ID)).toEqual({
          expressCompany: '',
          expressNo: '',
          events: [],
        });
      },
    );
  });

  it('machine.expressTrace of an unknown order answers code 404, refused as not-found', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: machineExpressTrace,
        description: 'an id the user has no mall order with',
        query: { id: String(UNKNOWN_ORDER_ID) },
        answer: failure(MALL_CODES.orderNotFound, 'order data does not exist'),
      },
      async (server) => {
        expect((await refusalOf(api(server.url).courierTrace(UNKNOWN_ORDER_ID))).reason).toBe('not-found');
      },
    );
  });
});
