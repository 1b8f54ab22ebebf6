import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { makeHttpKit } from '../../../../tests/fakes/fake-http';
import { MALL_CODES } from '../catalogue/mall.schema';
import { HttpMallApi } from './http-mall-api.adapter';

const goods = {
  id: 1,
  name: 'NADI Tab S1',
  image: 'data:image/svg+xml,a',
  device_type: 1,
  price: '299',
  power: '100',
  stock: 120,
  sold: 380,
  need_delivery: 1,
};

const order = {
  id: 7,
  order_no: 'NO20260101000007',
  goods_id: 1,
  goods_name: 'NADI Tab S1',
  goods_image: 'data:image/svg+xml,a',
  num: 2,
  price: '299',
  total_price: '598',
  pay_status: 5,
  status: 2,
  express_company: 'NADI Express',
  express_no: 'NX1',
  create_time: '2026-01-01T00:00:00.000Z',
  expire_time: '2026-01-01T00:15:00.000Z',
  ship_time: '2026-01-01T01:00:00.000Z',
  confirm_time: null,
  auto_confirm_time: '2026-01-01T05:00:00.000Z',
};

const delivery = {
  name: 'Chen',
  phone: '+6591234567',
  area_code: 'SG',
  area: 'Central',
  address: '1 Raffles',
};
const counts = { all: 3, to_ship: 1, to_receive: 1, completed: 0 };

const setup = () => {
  const kit = makeHttpKit({ token: 't' });
  return { kit, api: new HttpMallApi(kit.client) };
};

describe('HttpMallApi', () => {
  it('maps goods and a goods detail', async () => {
    const { kit, api } = setup();
    kit.fetch
      .answer([goods])
      .answer({ ...goods, need_delivery: 0, images: ['x'], specification: 'S', content: '<p>c</p>' });
    expect(await api.goods()).toEqual([
      {
        id: 1,
        name: 'NADI Tab S1',
        image: 'data:image/svg+xml,a',
        price: new Decimal(299),
        power: new Decimal(100),
        stock: 120,
        sold: 380,
        needDelivery: true,
      },
    ]);
    const detail = await api.goodsDetail(1);
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/machine/goodsDetail?id=1');
    expect(detail).toMatchObject({
      needDelivery: false,
      images: ['x'],
      specification: 'S',
      content: '<p>c</p>',
    });
  });

  it('pages the orders with the tab status and every tab count', async () => {
    const { kit, api } = setup();
    const page = { list: [order], total: 1, page: 1, page_size: 10, counts };
    kit.fetch.answer(page).answer(page);
    const result = await api.orders({ page: 1, pageSize: 10, status: 'toReceive' });
    expect(kit.fetch.last.url).toBe(
      'https://nadi.test/api/v1/machine/orderList?page=1&page_size=10&status=2',
    );
    expect(result.counts).toEqual({ all: 3, toShip: 1, toReceive: 1, completed: 0 });
    expect(result.items[0]).toEqual({
      id: 7,
      orderNo: 'NO20260101000007',
      goodsId: 1,
      goodsName: 'NADI Tab S1',
      goodsImage: 'data:image/svg+xml,a',
      num: 2,
      price: new Decimal(299),
      totalPrice: new Decimal(598),
      payStatus: 'paid',
      shipping: 'toReceive',
      expressCompany: 'NADI Express',
      expressNo: 'NX1',
      createdAt: new Date('2026-01-01T00:00:00.000Z'),
      expiresAt: new Date('2026-01-01T00:15:00.000Z'),
      shippedAt: new Date('2026-01-01T01:00:00.000Z'),
      confirmedAt: null,
      autoConfirmAt: new Date('2026-01-01T05:00:00.000Z'),
    });
    await api.orders({ page: 2, pageSize: 10, status: null });
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/machine/orderList?page=2&page_size=10');
  });

  it('maps a detail with its delivery, or none', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({ ...order, delivery }).answer({ ...order, status: 0, pay_status: 1, delivery: null });
    expect((await api.orderDetail(7)).delivery).toEqual({
      name: 'Chen',
      phone: '+6591234567',
      country: 'SG',
      area: 'Central',
      detail: '1 Raffles',
    });
    expect(await api.orderDetail(7)).toMatchObject({
      delivery: null,
      payStatus: 'toPay',
      shipping: 'unknown',
    });
  });

  it('confirms receipt, maps the trace, and turns the refusal codes into reasons', async () => {
    const { kit, api } = setup();
    kit.fetch
      .answer(null)
      .answer({
        express_company: 'NADI Express',
        express_no: 'NX1',
        list: [{ time: '2026-01-01T01:00:00.000Z', status: 9, location: 'Shenzhen' }],
      })
      .answer(null, MALL_CODES.notReceivable, 'not yet')
      .answer(null, MALL_CODES.orderNotFound, 'gone')
      .answer(null, MALL_CODES.orderNotFound, 'gone');
    await api.confirmReceipt(7);
    expect(kit.fetch.last.body).toEqual({ id: 7 });
    expect(await api.courierTrace(7)).toEqual({
      expressCompany: 'NADI Express',
      expressNo: 'NX1',
      events: [{ time: new Date('2026-01-01T01:00:00.000Z'), status: 'unknown', location: 'Shenzhen' }],
    });
    await expect(api.confirmReceipt(7)).rejects.toMatchObject({
      name: 'MallOrderRefused',
      reason: 'not-receivable',
    });
    await expect(api.orderDetail(8)).rejects.toMatchObject({ reason: 'not-found', serverMessage: 'gone' });
    await expect(api.courierTrace(8)).rejects.toMatchObject({ reason: 'not-found' });
  });

  it('keeps other failures, and stops a malformed answer', async () => {
    const { kit, api } = setup();
    kit.fetch.answer(null, 500, 'boom').answer({ ...order, total_price: 598, delivery: null });
    await expect(api.orderDetail(7)).rejects.toMatchObject({ kind: 'server-exception' });
    await expect(api.orderDetail(7)).rejects.toMatchObject({ kind: 'malformed' });
  });
});
