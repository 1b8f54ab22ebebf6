import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  GOLD_CODES,
  goldOrderList,
  goldReceipt,
  goldReleaseOrderList,
} from '../../src/adapters/api/catalogue/gold.schema';
import { goldCancelOrder } from '../../src/adapters/api/catalogue/gold-order.schema';
import { HttpGoldApi } from '../../src/adapters/api/gold/http-gold-api.adapter';
import { GoldRefused } from '../../src/application/gold/gold-api.port';
import { goldOrderWire, releaseWire } from './support/gold-wire';
import { contractKit, failure, fromState, PACT_TOKEN, pactInteractions, success } from './support/pact-kit';

const { eachLike, integer } = MatchersV3;

const interaction = pactInteractions();
const api = (url: string) => new HttpGoldApi(contractKit(url, PACT_TOKEN).client);
/** The order of the gold order states (`order_id`); the example differs from the mock's. */
const ORDER_ID = 42;
const orderId = () => fromState('order_id', ORDER_ID);
const UNKNOWN_ID = 999999;

async function refusalOf(promise: Promise<unknown>): Promise<GoldRefused> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (error instanceof GoldRefused) return error;
  throw new Error(`expected a GoldRefused, got ${String(error)}`, { cause: error });
}

const emptyPage = success({ list: [], total: 0, page: 1, page_size: 10 });

describe('gold shop contract: orders and releases', () => {
  it('gold.orderList to receive answers a page of shipped orders with the courier', async () => {
    await interaction(
      {
        given: 'the user has a shipped gold order',
        endpoint: goldOrderList,
        description: 'the first page of orders to receive',
        query: { page: '1', page_size: '10', status: '2' },
        answer: success({
          list: eachLike(goldOrderWire(integer(ORDER_ID), 2, true)),
          total: integer(1),
          page: 1,
          page_size: 10,
        }),
      },
      async (server) => {
        const page = await api(server.url).orders({ status: 'toReceive', page: 1, pageSize: 10 });
        expect(page.items[0]).toMatchObject({
          id: ORDER_ID,
          status: 'toReceive',
          expressCompany: 'SF Express',
        });
        expect(page.items[0]?.autoConfirmAt).toEqual(new Date('2026-11-29T15:40:00.000Z'));
        expect(page.items[0]?.delivery).toMatchObject({ name: 'Aiden Chen' });
      },
    );
  });

  it('gold.orderList to pay answers a page of orders made and not paid yet (status 0)', async () => {
    await interaction(
      {
        given: 'the user has a gold order to pay',
        endpoint: goldOrderList,
        description: 'the first page of orders to pay',
        query: { page: '1', page_size: '10', status: '0' },
        answer: success({
          list: eachLike(goldOrderWire(integer(ORDER_ID), 0, true)),
          total: integer(1),
          page: 1,
          page_size: 10,
        }),
      },
      async (server) => {
        const page = await api(server.url).orders({ status: 'toPay', page: 1, pageSize: 10 });
        expect(page.items[0]).toMatchObject({ id: ORDER_ID, status: 'toPay', expressNo: '' });
        expect(page.items[0]?.autoConfirmAt).toBeNull();
      },
    );
  });

  it('gold.orderList of a user without gold orders answers an empty page', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: goldOrderList,
        description: 'every gold order of a user with none',
        query: { page: '1', page_size: '10' },
        answer: emptyPage,
      },
      async (server) => {
        expect((await api(server.url).orders({ status: null, page: 1, pageSize: 10 })).items).toEqual([]);
      },
    );
  });

  it('gold.receipt of a shipped order answers success', async () => {
    await interaction(
      {
        given: 'the user has a shipped gold order',
        endpoint: goldReceipt,
        description: 'the id of a shipped order',
        body: { id: orderId() },
        answer: success(null),
      },
      async (server) => {
        await expect(api(server.url).confirmReceipt(ORDER_ID)).resolves.toBeUndefined();
      },
    );
  });

  it('gold.receipt of an order not shipped answers code 4405, refused as not-receivable', async () => {
    await interaction(
      {
        given: 'the user has a gold order to ship',
        endpoint: goldReceipt,
        description: 'the id of an order not shipped yet',
        body: { id: orderId() },
        answer: failure(GOLD_CODES.notReceivable, 'only a shipped order can be confirmed as received'),
      },
      async (server) => {
        expect((await refusalOf(api(server.url).confirmReceipt(ORDER_ID))).reason).toBe('not-receivable');
      },
    );
  });

  it('gold.receipt of an unknown order answers code 404, refused as not-found', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: goldReceipt,
        description: 'an id no order of the user has',
        body: { id: UNKNOWN_ID },
        answer: failure(GOLD_CODES.orderNotFound, 'order not found'),
      },
      async (server) => {
        expect((await refusalOf(api(server.url).confirmReceipt(UNKNOWN_ID))).reason).toBe('not-found');
      },
    );
  });

  it('gold.cancelOrder of an order to ship answers it cancelled', async () => {
    await interaction(
      {
        given: 'the user has a gold order to ship',
        endpoint: goldCancelOrder,
        description: 'the id of an order not shipped yet',
        body: { id: orderId() },
        answer: success(goldOrderWire(integer(ORDER_ID), 4, true)),
      },
      async (server) => {
        expect((await api(server.url).cancel(ORDER_ID)).status).toBe('cancelled');
      },
    );
  });

  it('gold.cancelOrder of a shipped order answers code 4406, refused as not-cancellable', async () => {
    await interaction(
      {
        given: 'the user has a shipped gold order',
        endpoint: goldCancelOrder,
        description: 'the id of a shipped order',
        body: { id: orderId() },
        answer: failure(GOLD_CODES.notCancellable, 'only an order not shipped yet can be cancelled'),
      },
      async (server) => {
        expect((await refusalOf(api(server.url).cancel(ORDER_ID))).reason).toBe('not-cancellable');
      },
    );
  });

  it('gold.cancelOrder of an unknown order answers code 404, refused as not-found', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: goldCancelOrder,
        description: 'an id no order of the user has',
        body: { id: UNKNOWN_ID },
        answer: failure(GOLD_CODES.orderNotFound, 'order not found'),
      },
      async (server) => {
        expect((await refusalOf(api(server.url).cancel(UNKNOWN_ID))).reason).toBe('not-found');
      },
    );
  });

  it('gold.releaseOrderList releasing answers a page of releases', async () => {
    await interaction(
      {
        given: 'the user has a gold order releasing',
        endpoint: goldReleaseOrderList,
        description: 'the first page of releases under way',
        query: { page: '1', page_size: '10', status: '1' },
        answer: success({ list: eachLike(releaseWire(1)), total: integer(1), page: 1, page_size: 10 }),
      },
      async (server) => {
        const page = await api(server.url).releases({ status: 'releasing', page: 1, pageSize: 10 });
        expect(page.items[0]).toMatchObject({ status: 'releasing', goodsName: 'Vault gold 1 g' });
        expect(page.items[0]?.releaseRate.toFixed()).toBe('0.01');
      },
    );
  });

  it('gold.releaseOrderList of a user without releases answers an empty page', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: goldReleaseOrderList,
        description: 'every release of a user with none',
        query: { page: '1', page_size: '10' },
        answer: emptyPage,
      },
      async (server) => {
        expect((await api(server.url).releases({ status: null, page: 1, pageSize: 10 })).total).toBe(0);
      },
    );
  });
});
