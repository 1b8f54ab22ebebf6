import { describe, expect, it } from 'vitest';
import { PAY_CODES } from '../../adapters/api/catalogue/payment.schema';
import { orderBook } from '../orders/orders.state';
import { call, FIXED_NOW, login, makeBackend, seededWallet } from '../testing/test-kit';
import type { ConfirmOnChain, LocalChainSettings } from './local-chain';

/** The control calls the payment journeys need: a user's money, and the local chain standing for BSC. */

const BSC_LOCAL: LocalChainSettings = {
  chainId: 31337,
  rpcUrl: 'http://127.0.0.1:28546',
  tokens: { USDT: `0x${'a'.repeat(40)}`, NADI: `0x${'b'.repeat(40)}` },
  paymentContract: `0x${'c'.repeat(40)}`,
  receiver: `0x${'d'.repeat(40)}`,
  nativeSymbol: 'BNB',
};

const control = (backend: Parameters<typeof call>[0], path: string, body: unknown) =>
  call(backend, 'POST', `/__mock/${path}`, { body });

const bscOf = async (backend: Parameters<typeof call>[0]) =>
  (await call(backend, 'GET', '/api/v1/common/config')).json.data.chains.find(
    (c: { key: string }) => c.key === 'BSC',
  );

describe('POST /__mock/user/money', () => {
  it('sets a user’s balance and destroy quota, by id or by wallet address', async () => {
    const { backend } = makeBackend();
    const byId = await control(backend, 'user/money', { user_id: 10002, destroy_quota: '750.5' });
    expect(byId.json.data).toEqual({
      user_id: 10002,
      balance: backend.state.userById(10002)?.balance,
      destroy_quota: '750.5',
    });
    const address = seededWallet(10003).address;
    const byAddress = await control(backend, 'user/money', { address, balance: '12', destroy_quota: '0' });
    expect(byAddress.json.data).toEqual({ user_id: 10003, balance: '12', destroy_quota: '0' });

    const token = await login(backend, seededWallet(10002));
    const info = (await call(backend, 'GET', '/api/v1/user/info', { token })).json.data;
    expect(info.destroy_pool_num).toBe('750.5');
  });

  it('refuses a bad request and an unknown user', async () => {
    const { backend } = makeBackend();
    for (const body of [
      {},
      { user_id: 10001, address: seededWallet(10001).address },
      { user_id: 10001, balance: '-1' },
    ]) {
      expect((await control(backend, 'user/money', body)).status).toBe(400);
    }
    expect((await control(backend, 'user/money', { user_id: 99, balance: '1' })).status).toBe(404);
  });
});

describe('the local chain standing for BSC', () => {
  it('is refused when none is attached', async () => {
    const { backend } = makeBackend();
    expect((await control(backend, 'chains', { bsc: 'local' })).status).toBe(400);
    expect((await bscOf(backend)).chain_id).toBe(56);
  });

  it('is announced as BSC on demand, and BSC mainnet again after a reset', async () => {
    const { backend } = makeBackend({ bscChain: { settings: BSC_LOCAL, announced: false } });
    expect((await bscOf(backend)).chain_id).toBe(56);
    expect((await control(backend, 'chains', { bsc: 'local' })).json.data).toEqual({ bsc: 'local' });
    expect(await bscOf(backend)).toEqual({
      key: 'BSC',
      chain_id: 31337,
      name: 'BNB Smart Chain',
      rpc_url: BSC_LOCAL.rpcUrl,
      explorer_url: '',
      native_symbol: 'BNB',
      tokens: BSC_LOCAL.tokens,
      receiver: BSC_LOCAL.receiver,
      payment_contract: BSC_LOCAL.paymentContract,
    });
    await control(backend, 'reset', {});
    expect((await bscOf(backend)).chain_id).toBe(56);
    await control(backend, 'chains', { bsc: 'local' });
    await control(backend, 'chains', { bsc: 'mainnet' });
    expect((await bscOf(backend)).chain_id).toBe(56);
  });

  it('takes BSC payments on it: the intent names its contracts, the transaction is checked on it', async () => {
    const checked: string[] = [];
    const confirmOnChain: ConfirmOnChain = async (chain, payment) => {
      checked.push(`${chain.chainId} ${payment.token} ${payment.amount}`);
      return 'mismatch';
    };
    const { backend } = makeBackend({ bscChain: { settings: BSC_LOCAL, announced: true }, confirmOnChain });
    const token = await login(backend, seededWallet(10001));
    const order = orderBook(backend.state).addOrder(
      10001,
      { orderType: 3, num: 1, price: '120', totalPrice: '120' },
      FIXED_NOW,
    );
    const post = async (path: string, body: unknown) =>
      (await call(backend, 'POST', `/api/v1/pay/${path}`, { token, body })).json;
    const intent = await post('chainIntent', { order_id: order.id, chain: 'BSC', token: 'USDT' });
    expect(intent.data).toMatchObject({
      chain_id: 31337,
      payment_contract: BSC_LOCAL.paymentContract,
      receiver: BSC_LOCAL.receiver,
      token_contract: BSC_LOCAL.tokens.USDT,
    });
    // A made-up hash is no longer taken on trust, as it is for BSC mainnet: the chain says no.
    const submitted = await post('chainSubmit', { order_id: order.id, tx_hash: `0x${'12'.repeat(32)}` });
    expect(submitted.data.status).toBe('failed');
    expect(checked).toEqual(['31337 USDT 120']);
    expect((await post('balance', { order_id: order.id })).code).toBe(200);
    expect((await post('balance', { order_id: 999 })).code).toBe(PAY_CODES.orderNotFound);
  });
});
