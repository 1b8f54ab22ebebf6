import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { machineGoodsDetail, machineGoodsList } from '../../src/adapters/api/catalogue/mall.schema';
import { HttpMiningApi } from '../../src/adapters/api/mining/http-mining-api.adapter';
import {
  appErrorOf,
  contractKit,
  decimal,
  failure,
  PACT_TOKEN,
  pactInteractions,
  success,
} from './support/pact-kit';

const { eachLike, integer, string } = MatchersV3;

const interaction = pactInteractions();
const api = (url: string) => new HttpMiningApi(contractKit(url, PACT_TOKEN).client);
const UNKNOWN_GOODS_ID = 999;

const IMAGE = 'data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E';

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

describe('mining contract: devices on sale', () => {
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
