import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { makeHttpKit } from '../../../../tests/fakes/fake-http';
import { MINING_CODES } from '../catalogue/mining.schema';
import { HttpMiningApi } from './http-mining-api.adapter';

const setup = () => {
  const kit = makeHttpKit({ token: 't' });
  return { kit, api: new HttpMiningApi(kit.client) };
};
const d = (value: string) => new Decimal(value);
const page = (list: unknown[]) => ({ list, total: list.length, page: 1, page_size: 10 });

describe('HttpMiningApi', () => {
  it('reads the settings and the power', async () => {
    const { kit, api } = setup();
    kit.fetch
      .answer({ destroy_min: '100', union_min: '500', nadi_price: '0.0825' })
      .answer({ basic: '1', gift: '2', released: '0.5', remaining: '2.5' });
    expect(await api.settings()).toEqual({
      destroyMinimum: d('100'),
      unionMinimum: d('500'),
      nadiPrice: d('0.0825'),
    });
    expect(await api.power()).toEqual({
      basic: d('1'),
      gift: d('2'),
      released: d('0.5'),
      remaining: d('2.5'),
    });
  });

  it('pages the power log with the type code, none for all', async () => {
    const { kit, api } = setup();
    const line = { id: 1, type: 3, amount: '-120.5', create_time: '2025-04-20T12:30:00.000Z' };
    kit.fetch.answer(page([line])).answer(page([{ ...line, type: 42 }]));
    const withdrawals = await api.powerLog({ page: 1, pageSize: 10, type: 'withdraw' });
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/mining/powerLog?page=1&page_size=10&type=3');
    expect(withdrawals.items).toEqual([
      { id: 1, type: 'withdraw', amount: d('-120.5'), createdAt: new Date('2025-04-20T12:30:00.000Z') },
    ]);
    const all = await api.powerLog({ page: 1, pageSize: 10, type: null });
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/mining/powerLog?page=1&page_size=10');
    expect(all.items[0]?.type).toBe('unknown');
  });

  it('pages the destroy entries', async () => {
    const { kit, api } = setup();
    const entry = {
      id: 4,
      price: '0.08',
      num: '1250',
      usdt_value: '100',
      create_time: '2025-06-30T08:00:00.000Z',
      status: 2,
    };
    kit.fetch.answer(page([entry]));
    expect((await api.destroyEntries({ page: 1, pageSize: 10 })).items).toEqual([
      {
        id: 4,
        price: d('0.08'),
        quantity: d('1250'),
        usdtValue: d('100'),
        createdAt: new Date('2025-06-30T08:00:00.000Z'),
        status: 'paused',
      },
    ]);
  });

  it('lists my miners, a shipped device without an activation', async () => {
    const { kit, api } = setup();
    const miner = {
      id: 1,
      kind: 1,
      name: 'Tab',
      power: '100',
      activation: null,
      create_time: '2025-01-01T00:00:00Z',
    };
    kit.fetch.answer([miner, { ...miner, id: 2, kind: 3, activation: 1 }]);
    const [shipped, node] = await api.myMiners();
    expect(shipped).toMatchObject({ kind: 'device', activation: null, power: d('100') });
    expect(node).toMatchObject({ kind: 'node', activation: 'success' });
  });

  it('activates, follows the activation, and turns code refusals into ActivationRefused', async () => {
    const { kit, api } = setup();
    kit.fetch
      .answer({ id: 3, state: 0, miner_id: null })
      .answer({ id: 3, state: 1, miner_id: 1000 })
      .answer(null, MINING_CODES.activationCodeUnknown, 'no')
      .answer(null, MINING_CODES.activationCodeUsed, 'used')
      .answer(null, 500, 'boom');
    expect(await api.activate('NADI-DEMO-0001')).toEqual({ id: 3, state: 'pending', minerId: null });
    expect(kit.fetch.requests[0]?.body).toEqual({ code: 'NADI-DEMO-0001' });
    expect(await api.activation(3)).toEqual({ id: 3, state: 'success', minerId: 1000 });
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/mining/activation?id=3');
    await expect(api.activate('NADI-NOPE-0000')).rejects.toMatchObject({ reason: 'unknown-code' });
    await expect(api.activate('NADI-DEMO-0001')).rejects.toMatchObject({ reason: 'code-used' });
    await expect(api.activate('NADI-DEMO-0001')).rejects.toMatchObject({ kind: 'server-exception' });
  });

  it('reads the devices on sale and one device', async () => {
    const { kit, api } = setup();
    const goods = {
      id: 2,
      name: 'NADI Phone X',
      image: 'data:,',
      device_type: 2,
      price: '499',
      power: '180',
      stock: 60,
      sold: 240,
      need_delivery: 1,
    };
    kit.fetch
      .answer([goods])
      .answer({ ...goods, images: ['a', 'b'], specification: '6.7"', content: '<p>x</p>' });
    expect(await api.goods()).toEqual([
      {
        id: 2,
        name: 'NADI Phone X',
        image: 'data:,',
        deviceType: 'straightPhone',
        price: d('499'),
        power: d('180'),
        stock: 60,
        sold: 240,
        needDelivery: true,
      },
    ]);
    expect(await api.goodsDetail(2)).toMatchObject({
      images: ['a', 'b'],
      specification: '6.7"',
      content: '<p>x</p>',
    });
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/machine/goodsDetail?id=2');
  });
});
