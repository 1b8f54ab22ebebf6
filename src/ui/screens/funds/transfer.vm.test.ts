import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { FakeFundsApi } from '../../../../tests/fakes/fake-funds-api';
import { settle } from '../../../../tests/support/settle';
import { TransferFundsUseCase } from '../../../application/funds/transfer-funds.use-case';
import { ConnectivityStore } from '../../../application/shared/connectivity.store';
import type { NewTransfer } from '../../../domain/funds/funds';
import { AppError } from '../../../domain/shared/app-error';
import { TransferVm } from './transfer.vm';
import { TransferListVm } from './transfer-list.vm';

async function setup(to: string | null = null, api = new FakeFundsApi()) {
  const connectivity = new ConnectivityStore();
  const vm = new TransferVm(new TransferFundsUseCase(api), connectivity);
  vm.attach({ active: true, to });
  await settle();
  return { api, vm, connectivity };
}

const sent = (api: FakeFundsApi) => api.callsOf('transfer').map(([input]) => input as NewTransfer);
const text = (value: Decimal | null | undefined) => value?.toFixed();

describe('TransferVm', () => {
  it('refuses to transfer offline, and sends nothing later on its own', async () => {
    const { api, vm, connectivity } = await setup('trade');
    vm.setAmount('1');
    expect(vm.review()).toBe(true);
    connectivity.answered(Date.now() - 60_000, Date.now());
    expect(vm.moneyBlock).toBe('offline');
    expect(await vm.confirm()).toBe(false);
    expect(sent(api)).toEqual([]);
    connectivity.answered(null, Date.now());
    expect(vm.moneyBlock).toBeNull();
    expect(sent(api)).toEqual([]);
  });

  it('starts towards the trade account from the trade screen, and swaps both ways', async () => {
    const { vm } = await setup('trade');
    expect([vm.from, vm.to]).toEqual(['fund', 'trade']);
    vm.swap();
    expect([vm.from, vm.to]).toEqual(['trade', 'fund']);
    const fromFund = await setup('fund');
    expect(fromFund.vm.from).toBe('trade');
  });

  it('shows both balances before → after as the amount is typed', async () => {
    const { vm } = await setup('trade');
    vm.setAmount('20.5');
    const preview = vm.preview;
    expect([text(preview?.from.before), text(preview?.from.after)]).toEqual(['50', '29.5']);
    expect([text(preview?.to.before), text(preview?.to.after)]).toEqual(['0', '20.5']);
    vm.setAmount('abc');
    expect(text(vm.preview?.from.after)).toBe('50');
  });

  it.each([
    ['', 'required'],
    ['x', 'not-a-number'],
    ['-2', 'below-zero'],
    ['0', 'zero'],
    ['1.0000001', 'too-many-decimals'],
    ['50.000001', 'above-available'],
  ])('refuses %j (%s) with nothing sent', async (amount, kind) => {
    const { api, vm } = await setup();
    vm.setAmount(amount);
    expect(vm.review()).toBe(false);
    expect(vm.error?.kind).toBe(kind);
    expect(await vm.confirm()).toBe(false);
    expect(api.callsOf('transfer')).toHaveLength(0);
  });

  it('moves USDT into the trade account once on a double tap, then back with NADI', async () => {
    const { api, vm } = await setup('trade');
    vm.setMax();
    expect(vm.amountText).toBe('50');
    vm.setAmount('30');
    expect(vm.review()).toBe(true);
    const first = vm.confirm();
    const second = vm.confirm();
    expect(await second).toBe(false);
    expect(await first).toBe(true);
    expect(sent(api)).toHaveLength(1);
    await settle();
    expect(text(api.balances.trade.USDT)).toBe('30');
    expect(text(vm.available)).toBe('20');

    vm.swap();
    vm.setCoin('NADI');
    expect(text(vm.available)).toBe('0');
    vm.setCoin('USDT');
    vm.setAmount('12.345678');
    vm.review();
    expect(await vm.confirm()).toBe(true);
    expect(sent(api).at(-1)).toMatchObject({ from: 'trade', to: 'fund', coin: 'USDT' });
    expect(text(api.balances.fund.USDT)).toBe('32.345678');
    expect(vm.done?.amount.toFixed()).toBe('12.345678');
  });

  it('keeps the request id for a retry after no answer, and a new one after a refusal', async () => {
    const { api, vm } = await setup('trade');
    api.failWith.transfer = new AppError('network');
    vm.setAmount('5');
    vm.review();
    expect(await vm.confirm()).toBe(false);
    delete api.failWith.transfer;
    vm.review();
    await vm.confirm();
    const [a, b] = sent(api);
    expect(a?.requestId).toBe(b?.requestId);

    api.failWith.transfer = new AppError('server-exception', {
      code: 4101,
      current: new Decimal(1),
      required: new Decimal(5),
    });
    vm.setAmount('5');
    vm.review();
    await vm.confirm();
    expect(vm.refusal?.kind).toBe('insufficient-balance');
    expect(vm.amountText).toBe('5');
    delete api.failWith.transfer;
    vm.review();
    await vm.confirm();
    const [, , c, d] = sent(api);
    expect(c?.requestId).not.toBe(d?.requestId);
  });
});

describe('TransferListVm', () => {
  it('lists the transfers newest first, reloaded on each visit', async () => {
    const api = new FakeFundsApi();
    await api.transfer({
      from: 'fund',
      to: 'trade',
      coin: 'USDT',
      amount: new Decimal(5),
      requestId: 'r-t-000001',
    });
    const vm = new TransferListVm(api);
    vm.attach({ active: true });
    await settle();
    expect(vm.list.items.map((t) => t.requestId)).toEqual(['r-t-000001']);
    vm.attach({ active: false });
    vm.attach({ active: true });
    await settle();
    expect(api.callsOf('transfers')).toHaveLength(2);
    vm.detach();
  });
});
