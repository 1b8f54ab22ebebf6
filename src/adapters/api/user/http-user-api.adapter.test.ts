import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { makeHttpKit } from '../../../../tests/fakes/fake-http';
import { HttpUserApi } from './http-user-api.adapter';

const userWire = {
  id: 9,
  code: 'ABC123',
  name: 'Nadi fan',
  wallet_address: '0x1234567890abcdef1234567890abcdef12345678',
  invite_link: 'https://nadi.test/?code=ABC123',
  level: 3,
  zhi_num: 4,
  team_num: 27,
  me_performance: '1200.5',
  team_performance: '98000.123456789',
  device_performance: '0',
  power: '15.25',
  balance: '0.000001',
  destroy_pool_num: '300',
  flow_pool_num: '12.5',
};

describe('HttpUserApi', () => {
  it('maps the user info, money as exact decimals', async () => {
    const kit = makeHttpKit({ token: 't' });
    kit.fetch.answer(userWire);
    const user = await new HttpUserApi(kit.client).info();
    expect(user).toMatchObject({
      id: 9,
      code: 'ABC123',
      name: 'Nadi fan',
      walletAddress: userWire.wallet_address,
      inviteLink: userWire.invite_link,
      level: 3,
      directCount: 4,
      teamCount: 27,
    });
    expect(user.teamPerformance).toBeInstanceOf(Decimal);
    expect(user.teamPerformance.toString()).toBe('98000.123456789');
    expect(user.personalPerformance.toString()).toBe('1200.5');
    expect(user.devicePerformance.isZero()).toBe(true);
    expect(user.power.toString()).toBe('15.25');
    expect(user.balance.toFixed()).toBe('0.000001');
    expect(user.destroyPool.toString()).toBe('300');
    expect(user.flowPool.toString()).toBe('12.5');
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/user/info');
  });

  it('rejects money sent as a JSON number as malformed', async () => {
    const kit = makeHttpKit();
    kit.fetch.answer({ ...userWire, balance: 1.5 });
    await expect(new HttpUserApi(kit.client).info()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('pages the direct referrals', async () => {
    const kit = makeHttpKit();
    kit.fetch.answer({
      list: [
        { address: '0xabc', name: 'a', level: 1, performance: '10.1', created_at: '2024-05-01T08:00:00Z' },
      ],
      total: 11,
      page: 2,
      page_size: 10,
    });
    const page = await new HttpUserApi(kit.client).directList({ page: 2, pageSize: 10 });
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/user/zhiList?page=2&page_size=10');
    expect(page.total).toBe(11);
    expect(page.page).toBe(2);
    expect(page.pageSize).toBe(10);
    expect(page.items[0]?.performance.toString()).toBe('10.1');
    expect(page.items[0]?.joinedAt.toISOString()).toBe('2024-05-01T08:00:00.000Z');
    expect(page.items[0]).toMatchObject({ address: '0xabc', name: 'a', level: 1 });
  });
});

describe('HttpUserApi performance', () => {
  it('maps direct performance and the devices by equipment type', async () => {
    const kit = makeHttpKit({ token: 't' });
    kit.fetch.answer({
      zhi_performance: '8300.5',
      devices: [
        { type: 1, performance: '2100' },
        { type: 9, performance: '1' },
      ],
    });
    const figures = await new HttpUserApi(kit.client).performance();
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/user/performance');
    expect(figures.direct.toFixed()).toBe('8300.5');
    expect(figures.devices.map((d) => [d.type, d.performance.toFixed()])).toEqual([
      ['tablet', '2100'],
      ['unknown', '1'],
    ]);
  });
});
