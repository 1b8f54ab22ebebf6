import { describe, expect, it } from 'vitest';
import { ORDER_TYPE_CODES } from '../../../domain/orders/order-status';
import { ALL_ENDPOINTS } from './all-endpoints';
import { carApply, carReleaseOrderList } from './car.schema';
import { goldGoodsList, goldOrderList, goldPrice } from './gold.schema';
import { machineOrderDetail, machineOrderList } from './mall.schema';
import { nodeList } from './node.schema';
import { GOLD_ORDER_TYPE, preOrderCreate } from './pre-order.schema';

describe('ALL_ENDPOINTS', () => {
  it('declares every call of the spec table once', () => {
    // The 34 calls of the spec table; proposed calls of the features come on top.
    expect(ALL_ENDPOINTS.filter((e) => e.origin === 'spec')).toHaveLength(34);
    expect(new Set(ALL_ENDPOINTS.map((e) => e.id)).size).toBe(ALL_ENDPOINTS.length);
    expect(new Set(ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`)).size).toBe(ALL_ENDPOINTS.length);
  });

  it('names each call after its path, module.action', () => {
    for (const e of ALL_ENDPOINTS) {
      expect(e.path).toBe(`/api/v1/${e.id.replace('.', '/')}`);
      expect(e.summary.length).toBeGreaterThan(0);
    }
  });

  it('needs the token for everything but login, its message and the public home calls', () => {
    const open = ALL_ENDPOINTS.filter((e) => !e.auth).map((e) => e.id);
    expect(open).toEqual([
      'auth.loginMessage',
      'auth.login',
      'auth.isRegister',
      'common.bannerList',
      'common.mainInfo',
      'common.config',
    ]);
  });
});

describe('proposed payloads', () => {
  it('coerce query strings as the server receives them', () => {
    expect(machineOrderList.request.parse({ page: '2', page_size: '10', status: '1' })).toEqual({
      page: 2,
      page_size: 10,
      status: 1,
    });
    expect(machineOrderList.request.parse({ page: '1', page_size: '10' })).toEqual({
      page: 1,
      page_size: 10,
    });
    expect(machineOrderDetail.request.parse({ id: '7' })).toEqual({ id: 7 });
    expect(goldGoodsList.request.parse({ page: '1', page_size: '10', category_id: '3' })).toMatchObject({
      category_id: 3,
    });
  });

  it('refuse status codes outside the declared states and non-integer pages', () => {
    expect(machineOrderList.request.safeParse({ page: 1, page_size: 10, status: 4 }).success).toBe(false);
    expect(goldOrderList.request.safeParse({ page: 1.5, page_size: 10 }).success).toBe(false);
    expect(carReleaseOrderList.request.safeParse({ page: 1, page_size: 10, status: 3 }).success).toBe(false);
    expect(carReleaseOrderList.request.safeParse({ page: 1, page_size: 10, status: 2 }).success).toBe(true);
  });

  it('keep money as decimal strings', () => {
    expect(
      goldPrice.response.safeParse({ price: '75.31', update_time: '2025-01-01T00:00:00Z' }).success,
    ).toBe(true);
    expect(goldPrice.response.safeParse({ price: 75.31, update_time: '2025-01-01T00:00:00Z' }).success).toBe(
      false,
    );
    expect(
      goldPrice.response.safeParse({ price: '7.5e1', update_time: '2025-01-01T00:00:00Z' }).success,
    ).toBe(false);
  });

  it('accept a node tier and a pre-order as designed', () => {
    const tier = {
      id: 1,
      type: 3,
      level_id: 5,
      amount: '5000',
      days: 360,
      power_gift: '1000',
      withdraw_rate: '0.1',
      machine_rate: '0.005',
      total_quota: 100,
      sold_num: 12,
      limit_num: 1,
      buy_num: 0,
      is_buy: 0,
    };
    expect(nodeList.response.safeParse([tier]).success).toBe(true);
    // Unknown codes pass the wire check; the mapper reads them as 'unknown'.
    expect(nodeList.response.safeParse([{ ...tier, type: 9 }]).success).toBe(true);
    expect(nodeList.response.safeParse([{ ...tier, type: 'genesis' }]).success).toBe(false);
    const destroy = { order_type: ORDER_TYPE_CODES.destroyMining, amount: '100' };
    expect(preOrderCreate.request.safeParse(destroy).success).toBe(true);
    const gold = { order_type: GOLD_ORDER_TYPE, goods_id: 1, num: 2 };
    expect(preOrderCreate.request.safeParse(gold).success).toBe(true);
    expect(preOrderCreate.request.safeParse({ order_type: 9 }).success).toBe(false);
    expect(preOrderCreate.request.safeParse({ order_type: 1, goods_id: 3, num: 0 }).success).toBe(false);
  });

  it('check a car application contact', () => {
    const application = { car_id: 1, name: 'A', phone: '+66812345678', documents: ['https://cdn/a.png'] };
    expect(carApply.request.safeParse(application).success).toBe(true);
    expect(carApply.request.safeParse({ ...application, name: '' }).success).toBe(false);
    expect(carApply.request.safeParse({ ...application, documents: [] }).success).toBe(false);
  });
});
