import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { makeHttpKit } from '../../../../tests/fakes/fake-http';
import { HttpNodeApi } from './http-node-api.adapter';

const tier = {
  id: 1,
  type: 1,
  level_id: 3,
  amount: '500',
  days: 180,
  power_gift: '500',
  withdraw_rate: '0.05',
  machine_rate: '0.003',
  total_quota: 1000,
  sold_num: 612,
  limit_num: 1,
  buy_num: 1,
  is_buy: 1,
};

const setup = () => {
  const kit = makeHttpKit({ token: 't' });
  return { kit, api: new HttpNodeApi(kit.client) };
};

describe('HttpNodeApi', () => {
  it('reads the programme', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({
      airdrop_multiple: '2',
      dividends: 1,
      agent_rights: 0,
      sale_end_time: '2026-01-13T00:00:00Z',
    });
    expect(await api.programme()).toEqual({
      airdropMultiple: new Decimal(2),
      dividends: true,
      agentRights: false,
      saleEndsAt: new Date('2026-01-13T00:00:00Z'),
    });
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/node/config');
  });

  it('lists the tiers mapped to the domain', async () => {
    const { kit, api } = setup();
    kit.fetch.answer([tier, { ...tier, id: 2, type: 9, is_buy: 0, buy_num: 0 }]);
    const [elite, other] = await api.list();
    expect(elite).toEqual({
      id: 1,
      type: 'elite',
      levelId: 3,
      amount: new Decimal(500),
      days: 180,
      totalQuota: 1000,
      sold: 612,
      limitCount: 1,
      purchasedCount: 1,
      purchased: true,
      withdrawRate: new Decimal('0.05'),
      machineRate: new Decimal('0.003'),
      powerGifted: new Decimal(500),
    });
    expect(other).toMatchObject({ type: 'unknown', purchased: false });
  });

  it('reads one tier', async () => {
    const { kit, api } = setup();
    kit.fetch.answer(tier).answer(null, 404, 'node not found');
    expect((await api.detail(1)).id).toBe(1);
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/node/detail?id=1');
    await expect(api.detail(9)).rejects.toMatchObject({ kind: 'server-exception', detail: { code: 404 } });
  });

  it('answers the open order of a tier, or null', async () => {
    const { kit, api } = setup();
    const order = {
      id: 7,
      order_no: 'NO7',
      order_type: 2,
      status: 1,
      num: 1,
      price: '500',
      total_price: '500',
      goods_id: 1,
      create_time: '2026-01-01T00:00:00.000Z',
      expire_time: '2026-01-01T00:15:00.000Z',
    };
    kit.fetch.answer(order).answer(null);
    expect(await api.openOrder(1)).toMatchObject({ id: 7, type: 'buyNode' });
    expect(kit.fetch.last.body).toEqual({ node_id: 1 });
    expect(await api.openOrder(1)).toBeNull();
  });
});
