import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { makeHttpKit } from '../../../../tests/fakes/fake-http';
import { ORDER_CODES } from '../catalogue/pre-order.schema';
import { HttpOrdersApi } from './http-orders-api.adapter';

const wire = {
  id: 7,
  order_no: 'NO20260101000007',
  order_type: 2,
  status: 1,
  num: 1,
  price: '500',
  total_price: '500',
  goods_id: 1,
  create_time: '2026-01-01T00:00:00.000Z',
  expire_time: '2026-01-01T00:15:00.000Z',
};

const setup = () => {
  const kit = makeHttpKit({ token: 't' });
  return { kit, api: new HttpOrdersApi(kit.client) };
};

describe('HttpOrdersApi', () => {
  it('creates a node pre-order with the wire names and maps the order', async () => {
    const { kit, api } = setup();
    kit.fetch.answer(wire);
    const order = await api.create({ type: 'buyNode', goodsId: 1, num: 1 });
    expect(kit.fetch.last.body).toEqual({ order_type: 2, goods_id: 1, num: 1 });
    expect(order).toEqual({
      id: 7,
      orderNo: 'NO20260101000007',
      type: 'buyNode',
      status: 'toPay',
      num: 1,
      price: new Decimal(500),
      totalPrice: new Decimal(500),
      goodsId: 1,
      createdAt: new Date('2026-01-01T00:00:00.000Z'),
      expiresAt: new Date('2026-01-01T00:15:00.000Z'),
    });
  });

  it('sends a mining amount as a decimal string and a device address', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({ ...wire, order_type: 3, goods_id: null }).answer({ ...wire, order_type: 1 });
    const order = await api.create({ type: 'destroyMining', amount: new Decimal('100.5') });
    expect(kit.fetch.requests[0]?.body).toEqual({ order_type: 3, amount: '100.5' });
    expect(order).toMatchObject({ type: 'destroyMining', goodsId: null });
    await api.create({ type: 'buyDevice', goodsId: 2, num: 1, addressId: 4 });
    expect(kit.fetch.last.body).toEqual({ order_type: 1, goods_id: 2, num: 1, address_id: 4 });
  });

  it.each([
    [ORDER_CODES.soldOut, 'sold-out'],
    [ORDER_CODES.limitReached, 'limit-reached'],
    [ORDER_CODES.belowMinimum, 'below-minimum'],
    [ORDER_CODES.addressRequired, 'address-required'],
    [ORDER_CODES.goodsNotFound, 'goods-not-found'],
  ])('turns answer code %d into the refusal %s', async (code, reason) => {
    const { kit, api } = setup();
    kit.fetch.answer(null, code, 'refused');
    await expect(api.create({ type: 'buyNode', goodsId: 1 })).rejects.toMatchObject({
      name: 'OrderRefused',
      reason,
      serverMessage: 'refused',
    });
  });

  it('keeps other failures as they are', async () => {
    const { kit, api } = setup();
    kit.fetch.answer(null, 500, 'boom').offline();
    await expect(api.create({ type: 'buyNode', goodsId: 1 })).rejects.toMatchObject({
      kind: 'server-exception',
    });
    await expect(api.cancel(1)).rejects.toMatchObject({ kind: 'network' });
  });

  it('lists unpaid orders for the reminder', async () => {
    const { kit, api } = setup();
    kit.fetch.answer([wire, { ...wire, id: 8, order_type: 9, status: 77 }]);
    const orders = await api.unpaid();
    expect(orders.map((o) => [o.id, o.type, o.status])).toEqual([
      [7, 'buyNode', 'toPay'],
      [8, 'unknown', 'unknown'],
    ]);
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/preOrder/tips');
  });

  it('pages the list with the status code of the filter, none for all', async () => {
    const { kit, api } = setup();
    const page = { list: [wire], total: 11, page: 2, page_size: 10 };
    kit.fetch.answer(page).answer(page);
    const result = await api.list({ filter: 'completed', page: 2, pageSize: 10 });
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/preOrder/list?page=2&page_size=10&status=3');
    expect(result).toMatchObject({ total: 11, page: 2, pageSize: 10, items: [{ id: 7 }] });
    await api.list({ filter: 'all', page: 1, pageSize: 10 });
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/preOrder/list?page=1&page_size=10');
  });

  it('cancels, or says why not', async () => {
    const { kit, api } = setup();
    kit.fetch
      .answer({ ...wire, status: 4 })
      .answer(null, ORDER_CODES.notCancellable, 'no')
      .answer(null, ORDER_CODES.orderNotFound, 'no');
    expect((await api.cancel(7)).status).toBe('cancelled');
    expect(kit.fetch.requests[0]?.body).toEqual({ id: 7 });
    await expect(api.cancel(7)).rejects.toMatchObject({ reason: 'not-cancellable' });
    await expect(api.cancel(7)).rejects.toMatchObject({ reason: 'not-found' });
  });

  it('stops a malformed order at the adapter', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({ ...wire, total_price: 500 });
    await expect(api.unpaid()).rejects.toMatchObject({ kind: 'malformed' });
  });
});
