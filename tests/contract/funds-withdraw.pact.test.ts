import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { walletWithdraw, walletWithdrawList } from '../../src/adapters/api/catalogue/funds.schema';
import { HttpFundsApi } from '../../src/adapters/api/funds/http-funds-api.adapter';
import { fundsRefusalOf } from '../../src/application/funds/funds-refusal';
import { PACT_WITHDRAW_REQUEST_ID } from '../../src/mock/funds/funds.feature';
import {
  belowMinimum,
  FUND_NADI,
  insufficient,
  PAGE,
  WALLET,
  type WithdrawalExample,
  withdrawalWire,
} from './support/funds-examples';
import { appErrorOf, contractKit, failure, PACT_TOKEN, pactInteractions, success } from './support/pact-kit';

const { eachLike, integer } = MatchersV3;
const d = (value: string | number) => new Decimal(value);

const interaction = pactInteractions();
const api = (url: string) => new HttpFundsApi(contractKit(url, PACT_TOKEN).client);

const NEW: WithdrawalExample = {
  requestId: 'pact-withdraw-new1',
  amount: '1',
  fee: '0.1',
  received: '0.9',
  status: 0,
  confirmations: 0,
  txHash: null,
  reason: null,
  refunded: null,
};
const REJECTED: WithdrawalExample = {
  requestId: PACT_WITHDRAW_REQUEST_ID,
  amount: '15000',
  fee: '150',
  received: '14850',
  status: 3,
  confirmations: 0,
  txHash: null,
  reason: 'over the review limit',
  refunded: '15000',
};
const COMPLETED: WithdrawalExample = {
  requestId: 'pact-withdraw-done',
  amount: '100',
  fee: '1',
  received: '99',
  status: 2,
  confirmations: 3,
  txHash: `0x${'c'.repeat(64)}`,
  reason: null,
  refunded: null,
};

const withdraw = (
  url: string,
  amount: string,
  coin: 'NADI' | 'USDT' = 'NADI',
  requestId = 'pact-withdraw-new1',
) => api(url).withdraw({ coin, amount: d(amount), requestId });

describe('funds contract: withdrawals', () => {
  it('wallet.withdraw of 1 NADI answers the withdrawal awaiting review, fee 0.1, 0.9 received', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: walletWithdraw,
        description: 'exactly the minimum',
        body: { coin: 'NADI', amount: '1', request_id: NEW.requestId },
        answer: success(withdrawalWire(NEW)),
      },
      async (server) => {
        expect(await withdraw(server.url, '1')).toMatchObject({
          requestId: NEW.requestId,
          amount: d(1),
          fee: d('0.1'),
          received: d('0.9'),
          address: WALLET,
          status: 'processing',
          txHash: null,
          refunded: null,
        });
      },
    );
  });

  it('wallet.withdraw with a request id used before answers that withdrawal again (rejected and refunded)', async () => {
    await interaction(
      {
        given: 'the user has a funds history',
        endpoint: walletWithdraw,
        description: 'the request id of an earlier withdrawal',
        body: { coin: 'NADI', amount: '1', request_id: PACT_WITHDRAW_REQUEST_ID },
        answer: success(withdrawalWire(REJECTED)),
      },
      async (server) => {
        expect(await withdraw(server.url, '1', 'NADI', PACT_WITHDRAW_REQUEST_ID)).toMatchObject({
          amount: d(15000),
          status: 'failed',
          reason: 'over the review limit',
          refunded: d(15000),
        });
      },
    );
  });

  it('wallet.withdraw of 0.5 NADI answers code 4201 with the minimum, refused as below-minimum', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: walletWithdraw,
        description: 'half the minimum',
        body: { coin: 'NADI', amount: '0.5', request_id: NEW.requestId },
        answer: belowMinimum('1'),
      },
      async (server) => {
        expect(fundsRefusalOf(await appErrorOf(withdraw(server.url, '0.5')))).toEqual({
          kind: 'below-minimum',
          minimum: d(1),
        });
      },
    );
  });

  it('wallet.withdraw above the fund account answers code 4101 with the figures, refused as insufficient-balance', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: walletWithdraw,
        description: 'more NADI than the fund account holds',
        body: { coin: 'NADI', amount: '1000000', request_id: NEW.requestId },
        answer: insufficient(FUND_NADI, '1000000'),
      },
      async (server) => {
        expect(fundsRefusalOf(await appErrorOf(withdraw(server.url, '1000000')))).toEqual({
          kind: 'insufficient-balance',
          current: d(FUND_NADI),
          required: d(1000000),
        });
      },
    );
  });

  it('wallet.withdraw of USDT answers code 4202, refused as wrong-coin', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: walletWithdraw,
        description: 'a coin other than NADI',
        body: { coin: 'USDT', amount: '5', request_id: NEW.requestId },
        answer: failure(4202, 'only NADI can be withdrawn'),
      },
      async (server) => {
        expect(fundsRefusalOf(await appErrorOf(withdraw(server.url, '5', 'USDT')))).toEqual({
          kind: 'wrong-coin',
        });
      },
    );
  });

  it.each([
    [1, REJECTED, 'failed'],
    [2, COMPLETED, 'completed'],
  ] as const)(
    'wallet.withdrawList page %i of 1 answers one withdrawal (%s)',
    async (page, example, status) => {
      await interaction(
        {
          given: 'the user has a funds history',
          endpoint: walletWithdrawList,
          description: `page ${page} of one withdrawal each`,
          query: PAGE(page, 1),
          answer: success({
            list: eachLike(withdrawalWire(example, false)),
            total: integer(2),
            page,
            page_size: 1,
          }),
        },
        async (server) => {
          const list = await api(server.url).withdrawals({ page, pageSize: 1 });
          expect(list).toMatchObject({ total: 2, page, pageSize: 1 });
          expect(list.items[0]).toMatchObject({
            status,
            amount: d(example.amount),
            txHash: example.txHash,
            refunded: example.refunded === null ? null : d(example.refunded),
          });
        },
      );
    },
  );

  it('wallet.withdrawList with a page size above 100 answers HTTP 400', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: walletWithdrawList,
        description: 'a page of 500',
        query: PAGE(1, 500),
        status: 400,
        answer: failure(400, 'page_size must be between 1 and 100'),
      },
      async (server) => {
        expect((await appErrorOf(api(server.url).withdrawals({ page: 1, pageSize: 500 }))).kind).toBe(
          'bad-request',
        );
      },
    );
  });
});
