import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { machineGoodsDetail, machineGoodsList } from '../../src/adapters/api/catalogue/mall.schema';
import {
  MINING_CODES,
  miningActivate,
  miningActivation,
  miningConfig,
  miningDestroyList,
  miningMyMiners,
  miningPower,
  miningPowerLog,
} from '../../src/adapters/api/catalogue/mining.schema';
import { HttpMiningApi } from '../../src/adapters/api/mining/http-mining-api.adapter';
import { ActivationRefused } from '../../src/application/mining/mining-api.port';
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

const { eachLike, integer, string } = MatchersV3;

const interaction = pactInteractions();
const api = (url: string) => new HttpMiningApi(contractKit(url, PACT_TOKEN).client);

/**
 * The user's devices (the seed behind "a user is logged in"): an activated tablet, and a phone shipped
 * and not yet activated, whose code activates it. "the user has a successful device activation" answers
 * the id of that phone's settled activation as `activation_id`; the example differs from the mock's id.
 */
const SHIPPED_CODE = 'NADI-7K2M-9QX4';
const USED_CODE = 'NADI-A1B2-C3D4';
const UNKNOWN_CODE = 'NADI-0000-0000';
const ACTIVATION_ID = 7;
const UNKNOWN_ACTIVATION_ID = 999999;
const UNKNOWN_GOODS_ID = 999;

const IMAGE = 'data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E';
/** A page of a list call: page and page size echo the query; the total counts every item. */
const page = (list: unknown, total: number) => ({ list, total: integer(total), page: 1, page_size: 10 });

/** The tablet on sale; ids, counts and codes integers, money decimal strings. */
const tabletWire = () => ({
  id: integer(1),
  name: string('NADI Tab S1'),
  image: string(IMAGE),
  device_type: integer(1),
  price: decimal('299'),
  power: decimal('100'),
  stock: integer(120),
  sold: integer(380),
  need_delivery: integer(1),
});
const tablet = {
  id: 1,
  name: 'NADI Tab S1',
  image: IMAGE,
  deviceType: 'tablet',
  price: new Decimal('299'),
  power: new Decimal('100'),
  stock: 120,
  sold: 380,
  needDelivery: true,
};

describe('mining contract', () => {
  it('mining.config answers the destroy and union minimums and the NADI price', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: miningConfig,
        description: 'a request for the mining settings',
        answer: success({
          destroy_min: decimal('100'),
          union_min: decimal('500'),
          nadi_price: decimal('0.0825'),
        }),
      },
      async (server) => {
        expect(await api(server.url).settings()).toEqual({
          destroyMinimum: new Decimal('100'),
          unionMinimum: new Decimal('500'),
          nadiPrice: new Decimal('0.0825'),
        });
      },
    );
  });

  it('mining.power answers basic, gift, released and remaining power', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: miningPower,
        description: 'a request for the user’s power',
        answer: success({
          basic: decimal('1950.75'),
          gift: decimal('300'),
          released: decimal('420.5'),
          remaining: decimal('1830.25'),
        }),
      },
      async (server) => {
        expect(await api(server.url).power()).toEqual({
          basic: new Decimal('1950.75'),
          gift: new Decimal('300'),
          released: new Decimal('420.5'),
          remaining: new Decimal('1830.25'),
        });
      },
    );
  });

  it('mining.powerLog answers a page of the power log, newest first', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: miningPowerLog,
        description: 'the first page of every type',
        query: { page: '1', page_size: '10' },
        answer: success(
          page(
            eachLike({
              id: integer(6),
              type: integer(3),
              amount: decimal('-300'),
              create_time: dateTime('2025-06-11T16:45:00.000Z'),
            }),
            6,
          ),
        ),
      },
      async (server) => {
        expect(await api(server.url).powerLog({ page: 1, pageSize: 10, type: null })).toEqual({
          items: [
            {
              id: 6,
              type: 'withdraw',
              amount: new Decimal('-300'),
              createdAt: new Date('2025-06-11T16:45:00.000Z'),
            },
          ],
          total: 6,
          page: 1,
          pageSize: 10,
        });
      },
    );
  });

  it('mining.powerLog filtered by type answers that type only', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: miningPowerLog,
        description: 'the first page of withdrawals',
        query: { page: '1', page_size: '10', type: '3' },
        answer: success(
          page(
            eachLike({
              id: integer(6),
              type: 3,
              amount: decimal('-300'),
              create_time: dateTime('2025-06-11T16:45:00.000Z'),
            }),
            2,
          ),
        ),
      },
      async (server) => {
        const log = await api(server.url).powerLog({ page: 1, pageSize: 10, type: 'withdraw' });
        expect(log.items.map((entry) => entry.type)).toEqual(['withdraw']);
        expect(log.total).toBe(2);
      },
    );
  });

  it('mining.destroyList answers a page of destroy entries, newest first', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: miningDestroyList,
        description: 'the first page of destroy entries',
        query: { page: '1', page_size: '10' },
        answer: success(
          page(
            eachLike({
              id: integer(4),
              price: decimal('0.08'),
              num: decimal('1250'),
              usdt_value: decimal('100'),
              create_time: dateTime('2025-06-30T08:00:00.000Z'),
              status: integer(1),
            }),
            4,
          ),
        ),
      },
      async (server) => {
        expect(await api(server.url).destroyEntries({ page: 1, pageSize: 10 })).toEqual({
          items: [
            {
              id: 4,
              price: new Decimal('0.08'),
              quantity: new Decimal('1250'),
              usdtValue: new Decimal('100'),
              createdAt: new Date('2025-06-30T08:00:00.000Z'),
              status: 'trial',
            },
          ],
          total: 4,
          page: 1,
          pageSize: 10,
        });
      },
    );
  });

  it('mining.myMiners answers a shipped device not yet activated and an activated one', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: miningMyMiners,
        description: 'a user with a shipped phone and an activated tablet',
        answer: success([
          {
            id: integer(1001),
            kind: 1,
            name: string('NADI Phone X'),
            power: decimal('180'),
            activation: null,
            create_time: dateTime('2025-06-01T00:00:00.000Z'),
          },
          {
            id: integer(1000),
            kind: 1,
            name: string('NADI Tab S1'),
            power: decimal('100'),
            activation: 1,
            create_time: dateTime('2025-03-01T08:00:00.000Z'),
          },
        ]),
      },
      async (server) => {
        expect(await api(server.url).myMiners()).toEqual([
          {
            id: 1001,
            kind: 'device',
            name: 'NADI Phone X',
            power: new Decimal('180'),
            activation: null,
            createdAt: new Date('2025-06-01T00:00:00.000Z'),
          },
          {
            id: 1000,
            kind: 'device',
            name: 'NADI Tab S1',
            power: new Decimal('100'),
            activation: 'success',
            createdAt: new Date('2025-03-01T08:00:00.000Z'),
          },
        ]);
      },
    );
  });

  it('mining.activate answers a pending activation', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: miningActivate,
        description: 'the code of a shipped device',
        body: { code: SHIPPED_CODE },
        answer: success({ id: integer(ACTIVATION_ID), state: 0, miner_id: null }),
      },
      async (server) => {
        expect(await api(server.url).activate(SHIPPED_CODE)).toEqual({
          id: ACTIVATION_ID,
          state: 'pending',
          minerId: null,
        });
      },
    );
  });

  it('mining.activate with an unknown code answers code 4201, refused as unknown-code', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: miningActivate,
        description: 'a code no device carries',
        body: { code: UNKNOWN_CODE },
        answer: failure(MINING_CODES.activationCodeUnknown, 'activation code not found'),
      },
      async (server) => {
        const error = await api(server.url)
          .activate(UNKNOWN_CODE)
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ActivationRefused);
        expect((error as ActivationRefused).reason).toBe('unknown-code');
      },
    );
  });

  it('mining.activate with a code used already answers code 4202, refused as code-used', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: miningActivate,
        description: 'the code of a device activated already',
        body: { code: USED_CODE },
        answer: failure(MINING_CODES.activationCodeUsed, 'activation code already used'),
      },
      async (server) => {
        const error = await api(server.url)
          .activate(USED_CODE)
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ActivationRefused);
        expect((error as ActivationRefused).reason).toBe('code-used');
      },
    );
  });

  it('mining.activation of a settled activation answers success and the miner', async () => {
    await interaction(
      {
        given: 'the user has a successful device activation',
        endpoint: miningActivation,
        description: 'the id of an activation that succeeded',
        query: { id: fromState('activation_id', String(ACTIVATION_ID)) },
        answer: success({
          id: integer(ACTIVATION_ID),
          state: 1,
          miner_id: integer(1001),
        }),
      },
      async (server) => {
        expect(await api(server.url).activation(ACTIVATION_ID)).toEqual({
          id: ACTIVATION_ID,
          state: 'success',
          minerId: 1001,
        });
      },
    );
  });

  it('mining.activation of an unknown id answers code 404', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: miningActivation,
        description: 'an id the user has no activation with',
        query: { id: String(UNKNOWN_ACTIVATION_ID) },
        answer: failure(MINING_CODES.activationNotFound, 'activation not found'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).activation(UNKNOWN_ACTIVATION_ID));
        expect(error.kind).toBe('server-exception');
        expect(error.detail).toMatchObject({ status: 200, code: 404, operation: 'mining.activation' });
      },
    );
  });

  it('machine.goodsList answers the devices on sale', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: machineGoodsList,
        description: 'a request for the devices on sale',
        answer: success(eachLike(tabletWire())),
      },
      async (server) => {
        expect(await api(server.url).goods()).toEqual([tablet]);
      },
    );
  });

  it('machine.goodsDetail answers one device with pictures and description', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: machineGoodsDetail,
        description: 'the id of the tablet',
        query: { id: '1' },
        answer: success({
          ...tabletWire(),
          images: eachLike(string(IMAGE)),
          specification: string('10.1" · 8 GB + 256 GB · 7000 mAh'),
          content: string('<p>A tablet that mines while it charges.</p>'),
        }),
      },
      async (server) => {
        expect(await api(server.url).goodsDetail(1)).toEqual({
          ...tablet,
          images: [IMAGE],
          specification: '10.1" · 8 GB + 256 GB · 7000 mAh',
          content: '<p>A tablet that mines while it charges.</p>',
        });
      },
    );
  });

  it('machine.goodsDetail of an unknown device answers code 404', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: machineGoodsDetail,
        description: 'an id no device has',
        query: { id: String(UNKNOWN_GOODS_ID) },
        answer: failure(404, 'device not found'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).goodsDetail(UNKNOWN_GOODS_ID));
        expect(error.kind).toBe('server-exception');
        expect(error.detail).toMatchObject({ status: 200, code: 404, serverMessage: 'device not found' });
      },
    );
  });
});
