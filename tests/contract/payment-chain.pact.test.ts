import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  PAY_CODES,
  payChainIntent,
  payChainSubmit,
  payStatus,
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
  walletAddress,
} from './support/pact-kit';
import {
  EXPIRES_AT,
  ORDER_ID,
  orderId,
  orderIdQuery,
  payState,
  UNKNOWN_ORDER_ID,
} from './support/payment-orders';

const { integer, regex } = MatchersV3;

const interaction = pactInteractions();
const api = (url: string) => new HttpPaymentApi(contractKit(url, PACT_TOKEN).client);

/** A transaction hash or an order reference: 32 bytes in 0x hex. */
const bytes32 = (example: string) => regex('^0x[0-9a-fA-F]{64}$', example);
const TX_HASH = `0x${'cd'.repeat(32)}`;
const ORDER_REF = `0x${'2a'.padStart(64, '0')}`;

const BSC_PAYMENT = '0x3e5a7c9b1d2f4e6a8c0b2d4f6e8a0c1b3d5f7e46';
const BSC_RECEIVER = '0x4c1e9a7d3b5f2e8c6a0d9b7f5e3c1a2b4d6f8e01';
const BSC_USDT = '0x55d398326f99059fF775485246999027B3197955';

/** After a transaction is reported the order is pending, or paid once the server saw it confirmed. */
const SENT_STATUS = regex('^(pending|paid)$', 'paid');
const CHAIN_PAID_BY = regex('^(chain|mixed)$', 'chain');

describe('payment contract: on chain', () => {
  it('pay.chainIntent answers what to send for an all on-chain USDT payment', async () => {
    await interaction(
      {
        given: 'the user has an unpaid order',
        endpoint: payChainIntent,
        description: 'USDT on BSC, no balance part',
        body: { order_id: orderId(), chain: 'BSC', token: 'USDT', balance_part: '0' },
        answer: success({
          order_id: integer(ORDER_ID),
          order_ref: bytes32(ORDER_REF),
          chain: 'BSC',
          chain_id: integer(56),
          token: 'USDT',
          amount: decimal('500'),
          balance_part: decimal('0'),
          payment_contract: walletAddress(BSC_PAYMENT),
          receiver: walletAddress(BSC_RECEIVER),
          token_contract: walletAddress(BSC_USDT),
          decimals: integer(18),
          confirmations: integer(1),
          expires_at: dateTime(EXPIRES_AT),
        }),
      },
      async (server) => {
        const intent = await api(server.url).chainIntent({
          orderId: ORDER_ID,
          chain: 'BSC',
          token: 'USDT',
          balancePart: new Decimal(0),
        });
        expect(intent).toEqual({
          orderId: ORDER_ID,
          orderRef: ORDER_REF,
          chain: 'BSC',
          chainId: 56,
          token: 'USDT',
          amount: new Decimal('500'),
          balancePart: new Decimal('0'),
          paymentContract: BSC_PAYMENT,
          receiver: BSC_RECEIVER,
          tokenContract: BSC_USDT,
          decimals: 18,
          confirmations: 1,
          expiresAt: new Date(EXPIRES_AT),
        });
      },
    );
  });

  it('pay.chainIntent of a mixed BNB payment answers the rest in BNB and no token contract', async () => {
    await interaction(
      {
        given: 'the user has an unpaid order',
        endpoint: payChainIntent,
        description: 'BNB on BSC with a balance part',
        body: { order_id: orderId(), chain: 'BSC', token: 'BNB', balance_part: '100' },
        answer: success({
          order_id: integer(ORDER_ID),
          order_ref: bytes32(ORDER_REF),
          chain: 'BSC',
          chain_id: integer(56),
          token: 'BNB',
          amount: decimal('0.666666666666666667'),
          balance_part: decimal('100'),
          payment_contract: walletAddress(BSC_PAYMENT),
          receiver: walletAddress(BSC_RECEIVER),
          token_contract: null,
          decimals: integer(18),
          confirmations: integer(1),
          expires_at: dateTime(EXPIRES_AT),
        }),
      },
      async (server) => {
        const intent = await api(server.url).chainIntent({
          orderId: ORDER_ID,
          chain: 'BSC',
          token: 'BNB',
          balancePart: new Decimal(100),
        });
        expect(intent).toMatchObject({
          token: 'BNB',
          amount: new Decimal('0.666666666666666667'),
          balancePart: new Decimal('100'),
          tokenContract: null,
          paymentContract: BSC_PAYMENT,
        });
      },
    );
  });

  it('pay.chainIntent while a transaction is pending answers code 4104, the app’s payment-failed', async () => {
    await interaction(
      {
        given: 'the user has an order with a pending on-chain payment',
        endpoint: payChainIntent,
        description: 'an order whose transaction is not yet settled',
        body: { order_id: orderId(), chain: 'BSC', token: 'NADI', balance_part: '0' },
        answer: failure(PAY_CODES.inProgress, 'a transaction is already recorded for this order'),
      },
      async (server) => {
        const error = await appErrorOf(
          api(server.url).chainIntent({
            orderId: ORDER_ID,
            chain: 'BSC',
            token: 'NADI',
            balancePart: new Decimal(0),
          }),
        );
        expect(error.kind).toBe('payment-failed');
        expect(error.detail).toMatchObject({ status: 200, code: 4104, operation: 'pay.chainIntent' });
      },
    );
  });

  it('pay.chainSubmit records the transaction hash and answers the payment state', async () => {
    await interaction(
      {
        given: 'the user has an order awaiting its on-chain payment',
        endpoint: payChainSubmit,
        description: 'the hash of the transaction the wallet sent',
        body: { order_id: orderId(), tx_hash: TX_HASH },
        answer: success(payState(SENT_STATUS, bytes32(TX_HASH), CHAIN_PAID_BY)),
      },
      async (server) => {
        expect(await api(server.url).chainSubmit(ORDER_ID, TX_HASH)).toEqual({
          orderId: ORDER_ID,
          status: 'paid',
          txHash: TX_HASH,
          paidBy: 'chain',
        });
      },
    );
  });

  it('pay.chainSubmit of another hash while one is pending answers code 4104, the app’s payment-failed', async () => {
    await interaction(
      {
        given: 'the user has an order with a pending on-chain payment',
        endpoint: payChainSubmit,
        description: 'a second hash for an order with a pending transaction',
        body: { order_id: orderId(), tx_hash: TX_HASH },
        answer: failure(PAY_CODES.inProgress, 'a transaction is already recorded for this order'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).chainSubmit(ORDER_ID, TX_HASH));
        expect(error.kind).toBe('payment-failed');
        expect(error.detail).toMatchObject({ status: 200, code: 4104, operation: 'pay.chainSubmit' });
      },
    );
  });

  it('pay.status of an unpaid order answers unpaid', async () => {
    await interaction(
      {
        given: 'the user has an unpaid order',
        endpoint: payStatus,
        description: 'an order nothing was paid for yet',
        query: orderIdQuery(),
        answer: success(payState('unpaid', null, null)),
      },
      async (server) => {
        expect(await api(server.url).status(ORDER_ID)).toEqual({
          orderId: ORDER_ID,
          status: 'unpaid',
          txHash: null,
          paidBy: null,
        });
      },
    );
  });

  it('pay.status of an order with a reported transaction answers it with its hash', async () => {
    const pendingHash = `0x${'ab'.repeat(32)}`;
    await interaction(
      {
        given: 'the user has an order with a pending on-chain payment',
        endpoint: payStatus,
        description: 'an order whose transaction was reported',
        query: orderIdQuery(),
        answer: success(payState(SENT_STATUS, bytes32(pendingHash), CHAIN_PAID_BY)),
      },
      async (server) => {
        expect(await api(server.url).status(ORDER_ID)).toEqual({
          orderId: ORDER_ID,
          status: 'paid',
          txHash: pendingHash,
          paidBy: 'chain',
        });
      },
    );
  });

  it('pay.status of an unknown order answers code 404', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: payStatus,
        description: 'an id the user has no order with',
        query: { order_id: String(UNKNOWN_ORDER_ID) },
        answer: failure(PAY_CODES.orderNotFound, 'order not found'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).status(UNKNOWN_ORDER_ID));
        expect(error.kind).toBe('server-exception');
        expect(error.detail).toMatchObject({ status: 200, code: 404, operation: 'pay.status' });
      },
    );
  });
});
