import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  PAY_CODES,
  payBalance,
  payDestroyQuota,
  payMethods,
} from '../../src/adapters/api/catalogue/payment.schema';
import { HttpPaymentApi } from '../../src/adapters/api/payment/http-payment-api.adapter';
import {
  appErrorOf,
  contractKit,
  dateTime,
  decimal,
  failure,
  PACT_TOKEN,
  pactInteractions,
  success,
} from './support/pact-kit';
import {
  EXPIRES_AT,
  ORDER_ID,
  orderId,
  orderIdQuery,
  payState,
  UNKNOWN_ORDER_ID,
} from './support/payment-orders';

const { boolean, eachLike, integer, regex } = MatchersV3;

const interaction = pactInteractions();
const api = (url: string) => new HttpPaymentApi(contractKit(url, PACT_TOKEN).client);

describe('payment contract', () => {
  it('pay.methods answers how an unpaid order may be paid', async () => {
    await interaction(
      {
        given: 'the user has an unpaid order',
        endpoint: payMethods,
        description: 'the id of an unpaid order',
        query: orderIdQuery(),
        answer: success({
          order_id: integer(ORDER_ID),
          status: 'unpaid',
          amount: decimal('500'),
          unit: regex('^[A-Z]+$', 'USDT'),
          expire_time: dateTime(EXPIRES_AT),
          balance: { enabled: boolean(true), available: decimal('15234.567891') },
          destroy_quota: { enabled: boolean(true), available: decimal('2500') },
          mixed: boolean(true),
          chains: eachLike({
            chain: regex('^(BSC|NADI)$', 'BSC'),
            tokens: eachLike({ token: regex('^(USDT|NADI|BNB)$', 'USDT'), amount: decimal('500') }),
          }),
        }),
      },
      async (server) => {
        expect(await api(server.url).methods(ORDER_ID)).toEqual({
          orderId: ORDER_ID,
          status: 'unpaid',
          amount: new Decimal('500'),
          unit: 'USDT',
          expiresAt: new Date(EXPIRES_AT),
          balance: { enabled: true, available: new Decimal('15234.567891') },
          destroyQuota: { enabled: true, available: new Decimal('2500') },
          mixed: true,
          chains: [{ chain: 'BSC', tokens: [{ token: 'USDT', amount: new Decimal('500') }] }],
        });
      },
    );
  });

  it('pay.methods of an unknown order answers code 404', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: payMethods,
        description: 'an id the user has no order with',
        query: { order_id: String(UNKNOWN_ORDER_ID) },
        answer: failure(PAY_CODES.orderNotFound, 'order not found'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).methods(UNKNOWN_ORDER_ID));
        expect(error.kind).toBe('server-exception');
        expect(error.detail).toMatchObject({ status: 200, code: 404, serverMessage: 'order not found' });
      },
    );
  });

  it('pay.balance pays the order from the balance', async () => {
    await interaction(
      {
        given: 'the user has an unpaid order',
        endpoint: payBalance,
        description: 'an unpaid order the balance covers',
        body: { order_id: orderId() },
        answer: success(payState('paid', null, 'balance')),
      },
      async (server) => {
        expect(await api(server.url).payByBalance(ORDER_ID)).toEqual({
          orderId: ORDER_ID,
          status: 'paid',
          txHash: null,
          paidBy: 'balance',
        });
      },
    );
  });

  it('pay.balance beyond the balance answers code 4101, the app’s insufficient-balance', async () => {
    await interaction(
      {
        given: 'the user has an unpaid order above the balance and the destroy quota',
        endpoint: payBalance,
        description: 'an order that costs more than the balance',
        body: { order_id: orderId() },
        answer: failure(PAY_CODES.insufficientBalance, 'insufficient balance'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).payByBalance(ORDER_ID));
        expect(error.kind).toBe('insufficient-balance');
        expect(error.detail).toMatchObject({
          status: 200,
          code: 4101,
          serverMessage: 'insufficient balance',
          operation: 'pay.balance',
        });
      },
    );
  });

  it('pay.destroyQuota pays the order from the destroy quota', async () => {
    await interaction(
      {
        given: 'the user has an unpaid order',
        endpoint: payDestroyQuota,
        description: 'an unpaid order the destroy quota covers',
        body: { order_id: orderId() },
        answer: success(payState('paid', null, 'destroy_quota')),
      },
      async (server) => {
        expect(await api(server.url).payByDestroyQuota(ORDER_ID)).toEqual({
          orderId: ORDER_ID,
          status: 'paid',
          txHash: null,
          paidBy: 'destroyQuota',
        });
      },
    );
  });

  it('pay.destroyQuota beyond the quota answers code 4102, the app’s insufficient-balance', async () => {
    await interaction(
      {
        given: 'the user has an unpaid order above the balance and the destroy quota',
        endpoint: payDestroyQuota,
        description: 'an order that costs more than the destroy quota',
        body: { order_id: orderId() },
        answer: failure(PAY_CODES.insufficientQuota, 'insufficient destroy quota'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).payByDestroyQuota(ORDER_ID));
        expect(error.kind).toBe('insufficient-balance');
        expect(error.detail).toMatchObject({ status: 200, code: 4102, operation: 'pay.destroyQuota' });
      },
    );
  });
});
