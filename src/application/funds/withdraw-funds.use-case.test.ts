import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { FakeFundsApi } from '../../../tests/fakes/fake-funds-api';
import { InMemoryStorage } from '../../../tests/fakes/in-memory-storage';
import type { NewWithdrawal } from '../../domain/funds/funds';
import { AppError } from '../../domain/shared/app-error';
import { isUncertainOutcome } from '../shared/request-id';
import { WithdrawFundsUseCase } from './withdraw-funds.use-case';

function setup(storage = new InMemoryStorage(), api = new FakeFundsApi()) {
  return { api, storage, useCase: new WithdrawFundsUseCase(api, storage) };
}

const sent = (api: FakeFundsApi) => api.callsOf('withdraw').map(([input]) => input as NewWithdrawal);

describe('WithdrawFundsUseCase', () => {
  it('withdraws and forgets the request once answered', async () => {
    const { api, useCase } = setup();
    const withdrawal = await useCase.execute(new Decimal(10));
    expect(withdrawal.amount.toFixed()).toBe('10');
    expect(sent(api)[0]?.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(useCase.pending()).toBeNull();
    expect(api.balances.fund.NADI?.toFixed()).toBe('90');
  });

  it('forgets a refused request: nothing moved, the next one is new', async () => {
    const { useCase } = setup();
    await expect(useCase.execute(new Decimal(500))).rejects.toMatchObject({ detail: { code: 4101 } });
    expect(useCase.pending()).toBeNull();
  });

  it('keeps the request id through a network failure and a reload; sending again never withdraws twice', async () => {
    const storage = new InMemoryStorage();
    const { api, useCase } = setup(storage);
    api.failWith.withdraw = new AppError('network');
    await expect(useCase.execute(new Decimal(10))).rejects.toMatchObject({ kind: 'network' });
    const pending = useCase.pending();
    expect(pending?.amount.toFixed()).toBe('10');

    // A reload: a new use case over the same session storage and server.
    const after = setup(storage, api).useCase;
    delete api.failWith.withdraw;
    expect(after.pending()?.requestId).toBe(pending?.requestId);
    // A different amount typed meanwhile does not start a second withdrawal: the pending one goes again.
    await after.execute(new Decimal(20));
    expect(after.pending()).toBeNull();
    const ids = sent(api).map((input) => input.requestId);
    expect(ids.slice(0, 2)).toEqual([pending?.requestId, pending?.requestId]);
    expect(sent(api)[1]?.amount.toFixed()).toBe('10');
    expect(api.withdrawalList.filter((w) => w.requestId === pending?.requestId)).toHaveLength(1);
  });

  it('settles a pending request found on the list, and keeps one that is not there', async () => {
    const storage = new InMemoryStorage();
    const { api, useCase } = setup(storage);
    storage.setSession('withdrawRequest', { requestId: 'r-missing-1', amount: '5' });
    expect(await useCase.settlePending()).toBeNull();
    expect(useCase.pending()?.requestId).toBe('r-missing-1');

    await api.withdraw({ coin: 'NADI', amount: new Decimal(5), requestId: 'r-made-0001' });
    storage.setSession('withdrawRequest', { requestId: 'r-made-0001', amount: '5' });
    expect((await useCase.settlePending())?.requestId).toBe('r-made-0001');
    expect(useCase.pending()).toBeNull();
  });

  it('ignores a stored value it cannot read', () => {
    const storage = new InMemoryStorage();
    storage.setSession('withdrawRequest', { requestId: 7, amount: 'x' });
    expect(setup(storage).useCase.pending()).toBeNull();
  });

  it.each([
    ['network', true],
    ['timeout', true],
    ['malformed', true],
    ['request-failed', true],
    ['server-exception', false],
    ['bad-request', false],
    ['unauthorized', false],
  ] as const)('%s leaves the outcome uncertain: %s', (kind, uncertain) => {
    expect(isUncertainOutcome(new AppError(kind))).toBe(uncertain);
  });
});
