import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { FakePledgeApi } from '../../../tests/fakes/fake-pledge-api';
import { day } from '../../../tests/fakes/fake-pledge-samples';
import { FakeUserApi } from '../../../tests/fakes/fake-user-api';
import { InMemoryStorage } from '../../../tests/fakes/in-memory-storage';
import { T0 } from '../../../tests/fakes/sample-time';
import { AppError } from '../../domain/shared/app-error';
import { LoadUserUseCase } from '../auth/load-user.use-case';
import { SessionStore } from '../auth/session.store';
import { AuthSignals } from '../shared/auth-signals';
import { RedeemPledgeUseCase, SavePledgeUseCase } from './pledge-money.use-case';

const d = (value: string) => new Decimal(value);

function setup() {
  const api = new FakePledgeApi();
  let time = T0;
  api.now = () => time;
  const users = new FakeUserApi();
  const session = new SessionStore(new InMemoryStorage(), new AuthSignals());
  const loadUser = new LoadUserUseCase(users, session);
  return {
    api,
    users,
    session,
    pass: (ms: number) => {
      time += ms;
    },
    save: new SavePledgeUseCase(api, loadUser),
    redeem: new RedeemPledgeUseCase(api, loadUser),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('savings catalogue and records', () => {
  it('lists the products of a kind and one offer with the price and balance', async () => {
    const { api } = setup();
    const joint = await api.products('joint');
    expect(joint.products.map((p) => p.id)).toEqual([101, 102, 103, 104, 105]);
    expect((await api.products('node')).products.map((p) => p.id)).toEqual([201, 202]);
    const offer = await api.offer(101);
    expect([offer.nadiPrice.toFixed(), offer.balance.toFixed()]).toEqual(['0.5', '1000']);
  });

  it('pages positions, releases and incomes', async () => {
    const { api, save, pass } = setup();
    await save.execute(102, d('200'));
    await save.execute(101, d('300'));
    pass(day(13));
    const positions = await api.positions({ page: 1, pageSize: 1 });
    expect([positions.total, positions.items[0]?.productId]).toEqual([2, 101]);
    // 102: 200 × 0.2 = 40 of principal every 6 days; two releases by day 13.
    const releases = await api.releases(9001, { page: 1, pageSize: 10 });
    expect(releases.items.map((r) => [r.amount.toFixed(), r.status])).toEqual([
      ['40', 'redeemed'],
      ['40', 'redeemed'],
      ['40', 'waiting'],
      ['40', 'waiting'],
      ['40', 'waiting'],
    ]);
    expect([releases.totalReleased.toFixed(), releases.totalWaiting.toFixed()]).toEqual(['80', '120']);
    // 200 × 0.004 × 6 = 4.8 of income a release.
    const incomes = await api.incomes(9001, { page: 1, pageSize: 10 });
    expect(incomes.items.map((i) => i.amount.toFixed())).toEqual(['4.8', '4.8']);
    expect(incomes.totalIncome.toFixed()).toBe('9.6');
  });
});

describe('SavePledgeUseCase', () => {
  it('saves, takes the balance, and reloads the user for the new balance', async () => {
    const { api, save, users } = setup();
    const result = await save.execute(101, d('250'));
    expect(result.ok && result.value.amount.toFixed()).toBe('250');
    expect(api.available().toFixed()).toBe('750');
    await settle();
    expect(users.calls).toBe(1);
  });

  it.each<[number, string, object]>([
    [101, '150', { kind: 'below-minimum', minimum: '100' }],
    [101, '1000.5', { kind: 'insufficient-balance', current: '1000', required: '1000.5' }],
    [103, '300', { kind: 'product-full', remaining: '0' }],
    [104, '300', { kind: 'product-ended' }],
    [105, '300', { kind: 'product-not-started' }],
    [999, '300', { kind: 'not-found' }],
  ])('product %d, %s NADI: refused as %o', async (productId, amount, refusal) => {
    const { save, users } = setup();
    const result = await save.execute(productId, d(amount));
    expect(JSON.parse(JSON.stringify(result))).toEqual({ ok: false, error: refusal });
    await settle();
    expect(users.calls).toBe(0);
  });

  it('a double tap sends one request id and saves once', async () => {
    const { api, save } = setup();
    const [a, b] = await Promise.all([save.execute(101, d('200')), save.execute(101, d('200.000'))]);
    expect(a.ok && b.ok && a.value.id === b.value.id).toBe(true);
    const ids = api.callsOf('save').map(([call]) => (call as { requestId: string }).requestId);
    expect(new Set(ids).size).toBe(1);
    expect(api.holdings).toHaveLength(1);
  });

  it('a retry after no answer keeps the id; a new save after an answer takes a new one', async () => {
    const { api, save } = setup();
    api.failWith.save = new AppError('timeout');
    await expect(save.execute(101, d('200'))).rejects.toMatchObject({ kind: 'timeout' });
    delete api.failWith.save;
    await save.execute(101, d('200'));
    await save.execute(101, d('200'));
    const ids = api.callsOf('save').map(([call]) => (call as { requestId: string }).requestId);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[1]);
    expect(api.holdings).toHaveLength(2);
  });
});

describe('RedeemPledgeUseCase', () => {
  it('redeems early with the penalty, then refuses a second redemption', async () => {
    const { api, save, redeem, pass, users } = setup();
    await save.execute(101, d('400'));
    pass(day(12));
    const result = await redeem.execute(9001, true);
    // 400 less 10 %; the first release (10 days of 400 × 0.005 = 20) was paid.
    expect(result.ok && [result.value.status, result.value.returned.toFixed()]).toEqual(['redeemed', '360']);
    expect(api.available().toFixed()).toBe('980');
    const again = await redeem.execute(9001, true);
    expect(again).toMatchObject({ ok: false, error: { kind: 'already-redeemed' } });
    await settle();
    expect(users.calls).toBe(2);
  });

  it('refuses before maturity without the early flag, and where the product refuses it', async () => {
    const { save, redeem, pass } = setup();
    await save.execute(101, d('400'));
    await save.execute(102, d('200'));
    pass(day(1));
    expect(await redeem.execute(9001, false)).toMatchObject({ ok: false, error: { kind: 'not-matured' } });
    expect(await redeem.execute(9002, true)).toMatchObject({ ok: false, error: { kind: 'not-matured' } });
  });

  it('redeems the whole principal at maturity', async () => {
    const { api, save, redeem, pass } = setup();
    await save.execute(101, d('400'));
    pass(day(30));
    const result = await redeem.execute(9001, false);
    expect(result.ok && result.value.returned.toFixed()).toBe('400');
    // 600 left, 60 of income, 400 back.
    expect(api.available().toFixed()).toBe('1060');
  });
});
