import { beforeEach, describe, expect, it } from 'vitest';
import {
  MALL_CODES,
  machineExpressTrace,
  machineOrderDetail,
  machineOrderList,
} from '../../adapters/api/catalogue/mall.schema';
import type { MockBackend } from '../core/mock-backend';
import { call, login, makeBackend, seededWallet } from '../testing/test-kit';

let backend: MockBackend;
let clock: { advance(ms: number): void };
let token: string;

const SHIP_MS = 60_000;
const AUTO_MS = 600_000;

const get = (path: string) => call(backend, 'GET', `/api/v1/${path}`, { token });
const post = (path: string, body: unknown) => call(backend, 'POST', `/api/v1/${path}`, { token, body });
const control = (path: string, body: unknown) => call(backend, 'POST', `/__mock/${path}`, { body });
const list = async (status?: number) =>
  machineOrderList.response.parse(
    (await get(`machine/orderList?page=1&page_size=10${status === undefined ? '' : `&status=${status}`}`))
      .json.data,
  );
const detail = async (id: number) =>
  machineOrderDetail.response.parse((await get(`machine/orderDetail?id=${id}`)).json.data);
const trace = async (id: number) =>
  machineExpressTrace.response.parse((await get(`machine/expressTrace?id=${id}`)).json.data);

/** Two tablets to the seeded user's second address, paid by balance. */
async function buyAndPay(): Promise<number> {
  const order = (await post('preOrder/preOrder', { order_type: 1, goods_id: 1, num: 2, address_id: 2 })).json
    .data;
  expect((await post('pay/balance', { order_id: order.id })).json.code).toBe(200);
  return order.id;
}

beforeEach(async () => {
  const made = makeBackend({ mall: { shipMs: SHIP_MS, autoConfirmMs: AUTO_MS } });
  backend = made.backend;
  clock = made.clock;
  token = await login(backend, seededWallet(10001));
});

describe('mall orders on the clock', () => {
  it('lists nothing, with zero counts, for a user with no device order', async () => {
    expect(await list()).toMatchObject({
      list: [],
      total: 0,
      counts: { all: 0, to_ship: 0, to_receive: 0, completed: 0 },
    });
  });

  it('lists an unpaid device order under all only, with its payment status', async () => {
    await post('preOrder/preOrder', { order_type: 1, goods_id: 1, num: 1, address_id: 1 });
    const all = await list();
    expect(all.list.map((o) => [o.pay_status, o.status, o.total_price])).toEqual([[1, 0, '299']]);
    expect(all.counts).toEqual({ all: 1, to_ship: 0, to_receive: 0, completed: 0 });
    expect((await list(1)).list).toEqual([]);
  });

  it('ships after the ship time, traces the courier newest first, then confirms itself', async () => {
    const id = await buyAndPay();
    const paid = await detail(id);
    expect(paid).toMatchObject({ pay_status: 5, status: 1, num: 2, total_price: '598', express_no: '' });
    expect(paid.delivery).toMatchObject({ name: 'Chen Office', area_code: 'SG' });
    expect((await trace(id)).list).toEqual([]);

    clock.advance(SHIP_MS);
    const shipped = await detail(id);
    expect(shipped.status).toBe(2);
    expect(shipped.express_company).not.toBe('');
    expect(shipped.auto_confirm_time).toBe(
      new Date(Date.parse(shipped.ship_time ?? '') + AUTO_MS).toISOString(),
    );
    expect((await list(2)).counts).toEqual({ all: 1, to_ship: 0, to_receive: 1, completed: 0 });

    clock.advance(AUTO_MS * 0.6);
    const steps = (await trace(id)).list;
    expect(steps.map((s) => s.status)).toEqual([3, 2, 1]);
    expect(steps[0]?.location).toBe('Singapore, Central Region');

    clock.advance(AUTO_MS * 0.4);
    const done = await detail(id);
    expect(done).toMatchObject({
      status: 3,
      confirm_time: shipped.auto_confirm_time,
      auto_confirm_time: null,
    });
    expect((await trace(id)).list[0]?.status).toBe(4);
  });

  it('confirms receipt only of a shipped order; an unknown order does not exist', async () => {
    const id = await buyAndPay();
    expect((await post('machine/receipt', { id })).json.code).toBe(MALL_CODES.notReceivable);
    clock.advance(SHIP_MS);
    expect((await post('machine/receipt', { id })).json.code).toBe(200);
    expect((await detail(id)).status).toBe(3);
    expect((await post('machine/receipt', { id })).json.code).toBe(MALL_CODES.notReceivable);
    expect((await get('machine/orderDetail?id=9999')).json.code).toBe(MALL_CODES.orderNotFound);
    expect((await get('machine/expressTrace?id=9999')).json.code).toBe(MALL_CODES.orderNotFound);
    expect((await post('machine/receipt', { id: 9999 })).json.code).toBe(MALL_CODES.orderNotFound);
  });

  it('moves an order at once through the control call', async () => {
    const id = await buyAndPay();
    const { order_no } = await detail(id);
    expect((await control('mall/advance', { order_no, to: 'shipped' })).json.code).toBe(200);
    expect((await detail(id)).status).toBe(2);
    await control('mall/advance', { order_id: id, to: 'delivered' });
    expect((await trace(id)).list[0]?.status).toBe(4);
    await control('mall/advance', { order_id: id, to: 'auto-confirmed' });
    expect((await detail(id)).status).toBe(3);
    expect((await control('mall/advance', { order_id: 9999, to: 'shipped' })).json.code).toBe(404);
    expect((await control('mall/advance', { to: 'nowhere' })).status).toBe(400);
  });

  it('keeps the address as it was when the paid order was first seen', async () => {
    const id = await buyAndPay();
    expect((await detail(id)).delivery?.name).toBe('Chen Office');
    await post('address/editAddress', {
      id: 2,
      name: 'Moved',
      phone: '+6591234567',
      area_code: 'SG',
      area: 'Singapore, West',
      address: 'Jurong',
      is_default: 0,
    });
    expect((await detail(id)).delivery?.name).toBe('Chen Office');
  });
});
