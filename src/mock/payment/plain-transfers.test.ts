import { beforeEach, describe, expect, it } from 'vitest';
import type { MockBackend } from '../core/mock-backend';
import { MOCK_CONTRACTS } from '../home/home.handlers';
import { orderBook } from '../orders/orders.state';
import { call, FIXED_NOW, login, makeBackend, seededWallet } from '../testing/test-kit';

let backend: MockBackend;
let token: string;

const intent = async (token_: string) => {
  const id = orderBook(backend.state).addOrder(
    10001,
    { orderType: 3, num: 1, price: '150', totalPrice: '150' },
    FIXED_NOW,
  ).id;
  const body = { order_id: id, chain: 'BSC', token: token_ };
  return (await call(backend, 'POST', '/api/v1/pay/chainIntent', { token, body })).json.data;
};
const control = async (body: unknown) =>
  (await call(backend, 'POST', '/__mock/payment/contract', { body })).json;

beforeEach(async () => {
  backend = makeBackend().backend;
  token = await login(backend, seededWallet(10001));
});

describe('payment/contract control: BNB as a plain transfer', () => {
  it('BNB intents carry the payment contract until the control says plain; tokens always do', async () => {
    expect((await intent('BNB')).payment_contract).toBe(MOCK_CONTRACTS.bscPayment);
    expect((await control({ plain_native: true })).code).toBe(200);
    expect(await intent('BNB')).toMatchObject({
      payment_contract: null,
      receiver: MOCK_CONTRACTS.bscReceiver,
      token_contract: null,
    });
    expect((await intent('USDT')).payment_contract).toBe(MOCK_CONTRACTS.bscPayment);
    await control({ plain_native: false });
    expect((await intent('BNB')).payment_contract).toBe(MOCK_CONTRACTS.bscPayment);
  });

  it('refuses a body without the switch', async () => {
    expect((await control({ plain: 'yes' })).code).not.toBe(200);
  });
});
