import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { call, login, makeBackend, seededWallet } from '../testing/test-kit';

const ZHI = '/api/v1/user/zhiList';

describe('user handlers', () => {
  it('answers the user with team numbers from the referral tree', async () => {
    const { backend } = makeBackend({ origin: 'https://app.nadi.example/' });
    const token = await login(backend, seededWallet(10002));
    const { json } = await call(backend, 'GET', '/api/v1/user/info?lang=EN', { token });
    expect(json.data).toEqual({
      id: 10002,
      code: 'BLOCK777',
      name: 'Mei Lin',
      wallet_address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      invite_link: 'https://app.nadi.example/#/index?code=BLOCK777',
      level: 3,
      zhi_num: 1,
      team_num: 2,
      me_performance: '5200.5',
      team_performance: '1010',
      device_performance: '1800',
      power: '670.5',
      balance: '3420.18',
      destroy_pool_num: '800',
      flow_pool_num: '120.5',
    });
  });

  it('keeps level, power and performance in step with what the user bought (home, mining and team agree)', async () => {
    const { backend } = makeBackend();
    // Kenji (level 2) is a direct referral of Amara.
    const token = await login(backend, seededWallet(10003));
    const upline = await login(backend, seededWallet(10001));
    const get = async (path: string, as = token) =>
      (await call(backend, 'GET', `/api/v1/${path}`, { token: as })).json.data;
    const before = await get('user/info');
    const team = await get('user/info', upline);
    const order = (
      await call(backend, 'POST', '/api/v1/preOrder/preOrder', {
        token,
        body: { order_type: 2, goods_id: 1, num: 1 },
      })
    ).json.data;
    const paid = await call(backend, 'POST', '/api/v1/pay/balance', { token, body: { order_id: order.id } });
    expect(paid.json, JSON.stringify(order)).toMatchObject({ data: { status: 'paid' } });
    const after = await get('user/info');
    const mining = await get('mining/power');
    // An elite node is tier level 3 with 500 gift power, for 500 USDT.
    expect(before.level).toBe(2);
    expect(after.level).toBe(3);
    expect(after.power).toBe(new Decimal(mining.basic).plus(mining.gift).toFixed());
    expect(new Decimal(after.power).minus(before.power).toFixed()).toBe('500');
    expect(new Decimal(after.me_performance).minus(before.me_performance).toFixed()).toBe('500');
    const teamAfter = await get('user/info', upline);
    expect(new Decimal(teamAfter.team_performance).minus(team.team_performance).toFixed()).toBe('500');
  });

  it('uses http://127.0.0.1:3000 for invite links by default', async () => {
    const { backend } = makeBackend();
    const token = await login(backend, seededWallet(10005));
    const { json } = await call(backend, 'GET', '/api/v1/user/info', { token });
    expect(json.data.invite_link).toBe('http://127.0.0.1:3000/#/index?code=CHAIN999');
    expect(json.data.team_performance).toBe('0');
  });

  it('pages the direct referrals, newest first', async () => {
    const { backend } = makeBackend();
    const token = await login(backend, seededWallet(10001));
    const first = await call(backend, 'GET', `${ZHI}?page=1&page_size=1`, { token });
    expect(first.json.data).toEqual({
      list: [
        {
          address: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
          name: 'Kenji Sato',
          level: 2,
          performance: '3100',
          created_at: '2025-03-02T06:45:00.000Z',
        },
      ],
      total: 2,
      page: 1,
      page_size: 1,
    });
    const second = await call(backend, 'GET', `${ZHI}?page=2&page_size=1`, { token });
    expect(second.json.data.list[0].name).toBe('Mei Lin');
    const beyond = await call(backend, 'GET', `${ZHI}?page=3&page_size=1`, { token });
    expect(beyond.json.data).toMatchObject({ list: [], total: 2, page: 3 });
  });

  it('refuses bad paging with HTTP 400', async () => {
    const { backend } = makeBackend();
    const token = await login(backend, seededWallet(10001));
    for (const query of [
      'page=0&page_size=10',
      'page=1&page_size=0',
      'page=1&page_size=101',
      'page=1',
      'page=x&page_size=10',
    ]) {
      const result = await call(backend, 'GET', `${ZHI}?${query}`, { token });
      expect(result.status, query).toBe(400);
      expect(result.json.code).toBe(400);
      expect(result.json.msg).toBeTruthy();
    }
  });

  it('needs a token', async () => {
    const { backend } = makeBackend();
    const result = await call(backend, 'GET', '/api/v1/user/info');
    expect(result).toMatchObject({ status: 401, json: { code: 401, msg: 'login expired' } });
  });
});
