import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  PLEDGE_CODES,
  pledgeProductDetail,
  pledgeProductList,
  pledgeSave,
} from '../../src/adapters/api/catalogue/pledge.schema';
import { HttpPledgeApi } from '../../src/adapters/api/pledge/http-pledge-api.adapter';
import { pledgeRefusalOf } from '../../src/application/pledge/pledge-refusal';
import type { PledgeProduct } from '../../src/domain/pledge/pledge';
import { belowMinimum, FUND_NADI, insufficient } from './support/funds-examples';
import {
  appErrorOf,
  contractKit,
  decimal,
  failure,
  PACT_TOKEN,
  pactInteractions,
  success,
} from './support/pact-kit';
import {
  NADI_PRICE,
  P101,
  P102,
  type ProductExample,
  positionWire,
  productFull,
  productWire,
  T_BUY,
  T_END,
  T_NEXT,
  T_START,
} from './support/pledge-wire';

const { arrayContaining } = MatchersV3;
const d = (value: string | number) => new Decimal(value);

const interaction = pactInteractions();
const api = (url: string) => new HttpPledgeApi(contractKit(url, PACT_TOKEN).client);
const UNKNOWN_ID = 999999;
const SAVE_ID = 'pact-pledge-save-0001';

/** What the adapter makes of `productWire(p)`'s example. */
const product = (p: ProductExample): PledgeProduct => ({
  id: p.id,
  kind: 'joint',
  days: p.days,
  dayRate: d('0.005'),
  monthRate: d('0.16'),
  releaseEveryDays: p.every,
  releaseRate: d(p.releaseRate),
  returns: p.returns === 1 ? 'redeem' : 'release',
  earlyPenaltyRate: p.early === null ? null : d(p.early),
  dayMs: 86_400_000,
  minPledge: d(p.minPledge),
  pledgePool: { filled: d(250000), total: d(1000000) },
  powerPool: { filled: d(1200), total: d(5000) },
  startDate: new Date(T_START),
  endDate: new Date(T_END),
  remainingDays: 30,
});

const save = (url: string, productId: number, amount: string) =>
  api(url).save({ productId, amount: d(amount), requestId: SAVE_ID });
const saveBody = (productId: number, amount: string) => ({
  product_id: productId,
  amount,
  request_id: SAVE_ID,
});

describe('savings contract: products and saving', () => {
  it('pledge.productList of joint savings answers the products with the NADI price', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: pledgeProductList,
        description: 'the joint savings',
        query: { kind: '1' },
        answer: success({
          list: arrayContaining(productWire(P101), productWire(P102)),
          nadi_price: decimal(NADI_PRICE),
        }),
      },
      async (server) => {
        const catalogue = await api(server.url).products('joint');
        expect(catalogue.products).toEqual([product(P101), product(P102)]);
        expect(catalogue.nadiPrice).toEqual(d(NADI_PRICE));
      },
    );
  });

  it('pledge.productDetail answers the product, the NADI price and the fund account NADI', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: pledgeProductDetail,
        description: 'product 101',
        query: { id: '101' },
        answer: success({
          product: productWire(P101),
          nadi_price: decimal(NADI_PRICE),
          balance: decimal(FUND_NADI),
        }),
      },
      async (server) => {
        expect(await api(server.url).offer(101)).toEqual({
          product: product(P101),
          nadiPrice: d(NADI_PRICE),
          balance: d(FUND_NADI),
        });
      },
    );
  });

  it('pledge.productDetail of an unknown product answers code 404, refused as not-found', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: pledgeProductDetail,
        description: 'a product that does not exist',
        query: { id: String(UNKNOWN_ID) },
        answer: failure(PLEDGE_CODES.notFound, 'product not found'),
      },
      async (server) => {
        const error = await appErrorOf(api(server.url).offer(UNKNOWN_ID));
        expect(pledgeRefusalOf(error)).toEqual({ kind: 'not-found' });
      },
    );
  });

  it('pledge.save of 1500 NADI in product 101 answers the new position', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: pledgeSave,
        description: '1500 NADI (123.75 U) in product 101',
        body: saveBody(101, '1500'),
        answer: success(
          positionWire({
            status: 1,
            id: 7,
            amount: '1500',
            amountU: '123.75',
            returned: '0',
            income: '0',
            next: '75',
          }),
        ),
      },
      async (server) => {
        const position = await save(server.url, 101, '1500');
        expect(position).toMatchObject({
          id: 7,
          productId: 101,
          kind: 'joint',
          returns: 'redeem',
          earlyPenaltyRate: d('0.1'),
          status: 'active',
          amount: d(1500),
          amountU: d('123.75'),
          returned: d(0),
          buyTime: new Date(T_BUY),
          endTime: new Date(T_END),
        });
        expect(position.nextRelease).toEqual({ time: new Date(T_NEXT), amount: d(75) });
      },
    );
  });

  it.each([
    [
      'below-minimum',
      '1000 NADI (82.5 U) in product 101, below its minimum of 100 U',
      101,
      '1000',
      belowMinimum('100'),
      { kind: 'below-minimum', minimum: d(100) },
    ],
    [
      'insufficient-balance',
      '1000000 NADI in product 101, more than the fund account holds',
      101,
      '1000000',
      insufficient(FUND_NADI, '1000000'),
      { kind: 'insufficient-balance', current: d(FUND_NADI), required: d(1000000) },
    ],
    [
      'product-full',
      '15000 NADI in the full product 103',
      103,
      '15000',
      productFull('0'),
      { kind: 'product-full', remaining: d(0) },
    ],
    [
      'product-ended',
      '1500 NADI in the ended product 104',
      104,
      '1500',
      failure(PLEDGE_CODES.productEnded, 'the sale has ended'),
      { kind: 'product-ended' },
    ],
    [
      'product-not-started',
      '1500 NADI in product 105, not on sale yet',
      105,
      '1500',
      failure(PLEDGE_CODES.productNotStarted, 'the sale has not started'),
      { kind: 'product-not-started' },
    ],
  ])('pledge.save refused as %s: %s', async (_, description, productId, amount, answer, refusal) => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: pledgeSave,
        description,
        body: saveBody(productId, amount),
        answer,
      },
      async (server) => {
        expect(pledgeRefusalOf(await appErrorOf(save(server.url, productId, amount)))).toEqual(refusal);
      },
    );
  });

  it('pledge.productList of a visitor answers HTTP 401', async () => {
    await interaction(
      {
        given: 'no user is logged in',
        endpoint: pledgeProductList,
        description: 'without a valid token',
        query: { kind: '1' },
        status: 401,
        answer: failure(401, 'login expired'),
      },
      async (server) => {
        expect((await appErrorOf(api(server.url).products('joint'))).kind).toBe('unauthorized');
      },
    );
  });
});
