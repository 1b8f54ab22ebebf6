import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { failure, makeHttpKit } from '../../../../tests/fakes/fake-http';
import { fundsRefusalOf } from '../../../application/funds/funds-refusal';
import { HttpFundsApi } from './http-funds-api.adapter';

const d = (value: string | number) => new Decimal(value);
const T = '2026-11-20T08:00:00.000Z';
const ADDRESS = '0x1111111111111111111111111111111111111111';

const withdrawalWire = {
  id: 7,
  request_id: 'req-00000001',
  coin: 'NADI',
  chain: 'NADI',
  amount: '1',
  fee: '0.1',
  received: '0.9',
  address: ADDRESS,
  status: 3,
  confirmations: 0,
  required_confirmations: 3,
  tx_hash: null,
  reason: 'over the review limit',
  refunded: '1',
  create_time: T,
  update_time: T,
};

const record = (id: number, type: number, amount: string) => ({
  id,
  type,
  coin: 'USDT',
  amount,
  account: 1,
  ref: null,
  create_time: T,
});

const setup = () => {
  const kit = makeHttpKit({ token: 't' });
  return { kit, api: new HttpFundsApi(kit.client) };
};

describe('HttpFundsApi', () => {
  it('reads the assets as decimals, accounts and prices', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({
      total_usdt: '1500.123456',
      accounts: [
        { account: 1, assets: [{ coin: 'NADI', available: '100', frozen: '1', usdt_value: '8.3325' }] },
        { account: 9, assets: [] },
      ],
      prices: { NADI: '0.0825', USDT: '1' },
    });
    const assets = await api.assets();
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/wallet/assets');
    expect(assets.totalUsdt).toEqual(d('1500.123456'));
    expect(assets.accounts.map((a) => a.kind)).toEqual(['fund', 'unknown']);
    expect(assets.accounts[0]?.assets[0]).toEqual({
      coin: 'NADI',
      available: d('100'),
      frozen: d('1'),
      usdtValue: d('8.3325'),
    });
    expect(assets.prices.NADI).toEqual(d('0.0825'));
  });

  it('asks for a deposit address of a coin on a chain, and lists deposits', async () => {
    const { kit, api } = setup();
    kit.fetch
      .answer({ coin: 'USDT', chain: 'BSC', address: ADDRESS, min_amount: '1', confirmations: 3 })
      .answer({
        list: [
          {
            id: 1,
            coin: 'USDT',
            chain: 'bsc',
            amount: '12.5',
            tx_hash: '0xab',
            from_address: ADDRESS,
            confirmations: 2,
            required_confirmations: 3,
            status: 0,
            create_time: T,
            credit_time: null,
          },
        ],
        total: 1,
        page: 1,
        page_size: 10,
      });
    const address = await api.depositAddress('USDT', 'BSC');
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/wallet/depositAddress?coin=USDT&chain=BSC');
    expect(address).toEqual({
      coin: 'USDT',
      chain: 'BSC',
      address: ADDRESS,
      minAmount: d(1),
      confirmations: 3,
    });
    const page = await api.deposits({ page: 1, pageSize: 10 });
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/wallet/depositList?page=1&page_size=10');
    expect(page.items[0]).toMatchObject({ chain: 'BSC', status: 'confirming', creditedAt: null });
    expect(page.items[0]?.createdAt).toEqual(new Date(T));
  });

  it('withdraws with the amount as plain text and its request id, and reads a refund', async () => {
    const { kit, api } = setup();
    kit.fetch
      .answer({
        coin: 'NADI',
        chain: 'NADI',
        min_amount: '1',
        fee_rate: '0.01',
        min_fee: '0.1',
        confirmations: 3,
        address: ADDRESS,
        available: '42.5',
      })
      .answer(withdrawalWire)
      .answer({
        list: [{ ...withdrawalWire, status: 1, tx_hash: '0xcd', reason: null, refunded: null }],
        total: 1,
        page: 2,
        page_size: 5,
      });
    const config = await api.withdrawConfig('NADI');
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/wallet/withdrawConfig?coin=NADI');
    expect(config).toMatchObject({ coin: 'NADI', chain: 'NADI', available: d('42.5'), feeRate: d('0.01') });
    const done = await api.withdraw({ coin: 'NADI', amount: d('1e-6').plus(1), requestId: 'req-00000001' });
    expect(kit.fetch.last.body).toEqual({ coin: 'NADI', amount: '1.000001', request_id: 'req-00000001' });
    expect(done).toMatchObject({ status: 'failed', reason: 'over the review limit', refunded: d(1) });
    const list = await api.withdrawals({ page: 2, pageSize: 5 });
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/wallet/withdrawList?page=2&page_size=5');
    expect(list.items[0]).toMatchObject({ status: 'confirming', txHash: '0xcd', refunded: null });
  });

  it('transfers with account codes and lists transfers', async () => {
    const { kit, api } = setup();
    const wire = {
      id: 3,
      request_id: 'req-00000002',
      from_account: 1,
      to_account: 2,
      coin: 'USDT',
      amount: '10',
      create_time: T,
    };
    kit.fetch.answer(wire).answer({ list: [wire], total: 1, page: 1, page_size: 10 });
    const transfer = await api.transfer({
      from: 'fund',
      to: 'trade',
      coin: 'USDT',
      amount: d('10'),
      requestId: 'req-00000002',
    });
    expect(kit.fetch.last.body).toEqual({
      from_account: 1,
      to_account: 2,
      coin: 'USDT',
      amount: '10',
      request_id: 'req-00000002',
    });
    expect(transfer).toMatchObject({ from: 'fund', to: 'trade', amount: d(10) });
    expect((await api.transfers({ page: 1, pageSize: 10 })).items).toHaveLength(1);
  });

  it('quotes and exchanges exactly', async () => {
    const { kit, api } = setup();
    const quote = {
      quote_id: 'q1',
      from_coin: 'NADI',
      to_coin: 'USDT',
      amount: '100',
      price: '0.0825',
      fee: '0.00825',
      receive: '8.24175',
      expire_time: T,
    };
    const { quote_id: _, expire_time: __, ...rest } = quote;
    kit.fetch.answer(quote).answer({ ...rest, id: 9, request_id: 'req-00000003', create_time: T });
    const q = await api.quote({ from: 'NADI', to: 'USDT', amount: d('100') });
    expect(kit.fetch.last.url).toBe(
      'https://nadi.test/api/v1/wallet/exchangeQuote?from_coin=NADI&to_coin=USDT&amount=100',
    );
    expect(q).toMatchObject({ quoteId: 'q1', receive: d('8.24175'), expiresAt: new Date(T) });
    const done = await api.exchange('q1', 'req-00000003');
    expect(kit.fetch.last.body).toEqual({ quote_id: 'q1', request_id: 'req-00000003' });
    expect(done.receive.toFixed()).toBe('8.24175');
  });

  it('filters the money log by type codes and keeps the counts of known types', async () => {
    const { kit, api } = setup();
    kit.fetch
      .answer({ list: [record(1, 19, '5')], total: 1, page: 1, page_size: 20, counts: { '19': 1, '99': 4 } })
      .answer({ list: [], total: 0, page: 1, page_size: 20, counts: {} });
    const page = await api.moneyLog({ page: 1, pageSize: 20 }, ['crossChainDeposit', 'withdraw']);
    expect(kit.fetch.last.url).toBe(
      'https://nadi.test/api/v1/wallet/moneyLog?page=1&page_size=20&types=19%2C29',
    );
    expect(page.counts).toEqual({ crossChainDeposit: 1 });
    expect(page.items[0]).toMatchObject({ type: 'crossChainDeposit', account: 'fund', amount: d(5) });
    await api.moneyLog({ page: 1, pageSize: 20 }, []);
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/wallet/moneyLog?page=1&page_size=20');
  });

  it('reads the income log with its totals', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({
      list: [record(2, 1, '3.5')],
      total: 1,
      page: 1,
      page_size: 10,
      totals: [{ coin: 'NADI', today: '3.5', total: '10.25' }],
    });
    const page = await api.incomeLog({ page: 1, pageSize: 10 });
    expect(page.totals).toEqual([{ coin: 'NADI', today: d('3.5'), total: d('10.25') }]);
    expect(page.items[0]?.type).toBe('deviceIncome');
  });

  it('stops malformed answers at the adapter and keeps refusals readable', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({ ...withdrawalWire, amount: 1 });
    expect((await failure(api.withdrawals({ page: 1, pageSize: 10 }))).kind).toBe('malformed');
    kit.fetch.answer({ ...withdrawalWire, create_time: '2026-02-30T00:00:00Z' });
    expect(
      (await failure(api.withdraw({ coin: 'NADI', amount: d(1), requestId: 'req-00000001' }))).kind,
    ).toBe('malformed');
    kit.fetch.answer({ current: '0.5', required: '1' }, 4101, 'insufficient balance');
    const refused = await failure(api.withdraw({ coin: 'NADI', amount: d(1), requestId: 'req-00000001' }));
    expect(fundsRefusalOf(refused)).toEqual({
      kind: 'insufficient-balance',
      current: d('0.5'),
      required: d(1),
    });
  });

  it('refuses to send an amount the call cannot carry', async () => {
    const { kit, api } = setup();
    const refused = await failure(
      api.withdraw({ coin: 'NADI', amount: d('1.0000001'), requestId: 'req-00000001' }),
    );
    expect(refused.kind).not.toBe('server-exception');
    expect(kit.fetch.requests).toHaveLength(0);
  });
});
