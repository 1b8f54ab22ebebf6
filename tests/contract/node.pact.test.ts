import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { nodeConfig, nodeDetail, nodeGetOrder, nodeList } from '../../src/adapters/api/catalogue/node.schema';
import { ORDER_CODES } from '../../src/adapters/api/catalogue/pre-order.schema';
import { HttpNodeApi } from '../../src/adapters/api/node/http-node-api.adapter';
import {
  appErrorOf,
  contractKit,
  dateTime,
  decimal,
  failure,
  fromState,
  PACT_TOKEN,
  pactInteractions,
  success,
} from './support/pact-kit';

const { eachLike, integer, regex } = MatchersV3;

const interaction = pactInteractions();
const api = (url: string) => new HttpNodeApi(contractKit(url, PACT_TOKEN).client);

const SALE_ENDS_AT = '2026-12-04T15:45:00.000Z';
const CREATED_AT = '2026-11-22T15:30:00.000Z';
const EXPIRES_AT = '2026-11-22T15:45:00.000Z';
/** The unpaid node order of "the user has an unpaid node order" (`order_id`); the example differs from the mock's id. */
const ORDER_ID = 42;
/** A tier id no node has. */
const UNKNOWN_NODE_ID = 999;

/** The elite tier: 500 USDT staked for 180 days, 5 % fee share, 0.3 % a day; ids and counts are integers. */
const eliteWire = () => ({
  id: integer(1),
  type: integer(1),
  level_id: integer(3),
  amount: decimal('500'),
  days: integer(180),
  power_gift: decimal('500'),
  withdraw_rate: decimal('0.05'),
  machine_rate: decimal('0.003'),
  total_quota: integer(1000),
  sold_num: integer(612),
  limit_num: integer(1),
  buy_num: integer(0),
  is_buy: integer(0),
});

const eliteNode = {
  id: 1,
  type: 'elite',
  levelId: 3,
  amount: new Decimal('500'),
  days: 180,
  powerGifted: new Decimal('500'),
  withdrawRate: new Decimal('0.05'),
  machineRate: new Decimal('0.003'),
  totalQuota: 1000,
  sold: 612,
  limitCount: 1,
  purchasedCount: 0,
  purchased: false,
};

describe('node contract', () => {
  it('node.config answers the airdrop multiple, the flags and the end of the sale', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: nodeConfig,
        description: 'a request for what every node brings',
        answer: success({
          airdrop_multiple: decimal('2'),
          dividends: integer(1),
          agent_rights: integer(1),
          sale_end_time: dateTime(SALE_ENDS_AT),
        }),
      },
      async (server) => {
        expect(await api(server.url).programme()).toEqual({
          airdropMultiple: new Decimal('2'),
          dividends: true,
          agentRights: true,
          saleEndsAt: new Date(SALE_ENDS_AT),
        });
      },
    );
  });

  it('node.list answers the tiers on sale', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: nodeList,
        description: 'a request for the node tiers',
        answer: success(eachLike(eliteWire())),
      },
      async (server) => {
        expect(await api(server.url).list()).toEqual([eliteNode]);
      },
    );
  });

  it('node.detail answers one tier', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: nodeDetail,
        description: 'the id of the elite tier',
        query: { id: '1' },
        answer: success(eliteWire()),
      },
      async (server) => {
        expect(await api(server.url).detail(1)).toEqual(eliteNode);
      },
    );
  });

  it('node.detail of an unknown tier answers code 404', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: nodeDetail,
        description: 'an id no node tier has',
        query: { id: String(UNKNOWN_NODE_ID) },
        answer: failure(404, 'node not found'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).detail(UNKNOWN_NODE_ID));
        expect(error.kind).toBe('server-exception');
        expect(error.detail).toMatchObject({ status: 200, code: 404, serverMessage: 'node not found' });
      },
    );
  });

  it('node.getOrder answers the unpaid order of the tier', async () => {
    await interaction(
      {
        given: 'the user has an unpaid node order',
        endpoint: nodeGetOrder,
        description: 'a tier the user has an unpaid order for',
        body: { node_id: fromState('node_id', 1) },
        answer: success({
          id: integer(ORDER_ID),
          order_no: regex('^[A-Za-z0-9]+$', 'NO20261122000042'),
          order_type: 2,
          status: 1,
          num: 1,
          price: decimal('500'),
          total_price: decimal('500'),
          goods_id: integer(1),
          create_time: dateTime(CREATED_AT),
          expire_time: dateTime(EXPIRES_AT),
        }),
      },
      async (server) => {
        expect(await api(server.url).openOrder(1)).toEqual({
          id: ORDER_ID,
          orderNo: 'NO20261122000042',
          type: 'buyNode',
          status: 'toPay',
          num: 1,
          price: new Decimal('500'),
          totalPrice: new Decimal('500'),
          goodsId: 1,
          createdAt: new Date(CREATED_AT),
          expiresAt: new Date(EXPIRES_AT),
        });
      },
    );
  });

  it('node.getOrder without an unpaid order answers null', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: nodeGetOrder,
        description: 'a tier the user has no unpaid order for',
        body: { node_id: 1 },
        answer: success(null),
      },
      async (server) => {
        expect(await api(server.url).openOrder(1)).toBeNull();
      },
    );
  });

  it('node.getOrder of an unknown tier answers code 4307', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: nodeGetOrder,
        description: 'an id no node tier has',
        body: { node_id: UNKNOWN_NODE_ID },
        answer: failure(ORDER_CODES.goodsNotFound, 'node not found'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).openOrder(UNKNOWN_NODE_ID));
        expect(error.kind).toBe('server-exception');
        expect(error.detail).toMatchObject({ status: 200, code: 4307, operation: 'node.getOrder' });
      },
    );
  });
});
