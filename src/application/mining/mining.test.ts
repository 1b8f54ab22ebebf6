import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { FakeMiningApi } from '../../../tests/fakes/fake-mining-api';
import { FakeOrdersApi } from '../../../tests/fakes/fake-orders-api';
import { AppError } from '../../domain/shared/app-error';
import { ActivateDeviceUseCase } from './activate-device.use-case';
import { isActivationRefused } from './mining-api.port';
import { StartMiningUseCase } from './start-mining.use-case';

const settings = {
  destroyMinimum: new Decimal(100),
  unionMinimum: new Decimal(500),
  nadiPrice: new Decimal('0.08'),
};

describe('StartMiningUseCase', () => {
  it.each([
    ['destroy', '100', 'destroyMining'],
    ['union', '500.5', 'jointMining'],
  ] as const)('%s mining for %s USDT makes a %s order', async (kind, text, type) => {
    const orders = new FakeOrdersApi();
    const result = await new StartMiningUseCase(orders).execute(kind, text, settings);
    expect(result.ok).toBe(true);
    expect(orders.created).toEqual([{ type, amount: new Decimal(text) }]);
  });

  it.each([
    ['destroy', '99.99', { kind: 'below-minimum', minimum: new Decimal(100) }],
    ['union', '499', { kind: 'below-minimum', minimum: new Decimal(500) }],
    ['destroy', '', { kind: 'required' }],
    ['union', 'abc', { kind: 'not-a-number' }],
    ['destroy', '-5', { kind: 'below-zero' }],
  ] as const)('%s refuses %j before sending: %o', async (kind, text, error) => {
    const orders = new FakeOrdersApi();
    expect(await new StartMiningUseCase(orders).execute(kind, text, settings)).toEqual({ ok: false, error });
    expect(orders.created).toEqual([]);
  });

  it('answers the server’s minimum refusal with the minimum it knows', async () => {
    const orders = new FakeOrdersApi();
    orders.refuse.create = 'below-minimum';
    expect(await new StartMiningUseCase(orders).execute('union', '600', settings)).toEqual({
      ok: false,
      error: { kind: 'below-minimum', minimum: new Decimal(500) },
    });
    orders.refuse.create = 'goods-not-found';
    await expect(new StartMiningUseCase(orders).execute('union', '600', settings)).rejects.toBeInstanceOf(
      Error,
    );
  });
});

describe('ActivateDeviceUseCase', () => {
  it('sends a trimmed code of the right shape and answers the activation', async () => {
    const api = new FakeMiningApi();
    const result = await new ActivateDeviceUseCase(api).execute('  NADI-A1B2-C3D4 ');
    expect(result).toEqual({ ok: true, value: { id: 7, state: 'pending', minerId: null } });
    expect(api.calls.at(-1)).toEqual({ name: 'activate', args: ['NADI-A1B2-C3D4'] });
    expect(await api.activation(7)).toMatchObject({ state: 'success', minerId: 9 });
  });

  it.each([
    ['', 'required'],
    ['ab', 'invalid-code'],
    ['NADI A1B2', 'invalid-code'],
  ])('refuses %j without a call (%s)', async (text, kind) => {
    const api = new FakeMiningApi();
    expect(await new ActivateDeviceUseCase(api).execute(text)).toEqual({ ok: false, error: { kind } });
    expect(api.callsOf('activate')).toBe(0);
  });

  it.each(['unknown-code', 'code-used'] as const)(
    'answers the server refusing the code: %s',
    async (reason) => {
      const api = new FakeMiningApi();
      api.refuseActivation = reason;
      expect(await new ActivateDeviceUseCase(api).execute('NADI-A1B2-C3D4')).toEqual({
        ok: false,
        error: { kind: reason },
      });
    },
  );

  it('rejects with other failures', async () => {
    const api = new FakeMiningApi();
    api.failWith.activate = new AppError('network');
    await expect(new ActivateDeviceUseCase(api).execute('NADI-A1B2-C3D4')).rejects.toMatchObject({
      kind: 'network',
    });
    expect(isActivationRefused(new AppError('network'))).toBe(false);
  });
});
