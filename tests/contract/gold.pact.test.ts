import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  GOLD_CODES,
  goldCategoryList,
  goldGoodsDetail,
  goldGoodsList,
  goldPrice,
} from '../../src/adapters/api/catalogue/gold.schema';
import { goldCreateOrder, goldLockPrice } from '../../src/adapters/api/catalogue/gold-order.schema';
import { HttpGoldApi } from '../../src/adapters/api/gold/http-gold-api.adapter';
import { GoldRefused } from '../../src/application/gold/gold-api.port';
import { goodsWire, picture } from './support/gold-wire';
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

const { eachLike, integer, string, regex } = MatchersV3;

const interaction = pactInteractions();
const api = (url: string) => new HttpGoldApi(contractKit(url, PACT_TOKEN).client);

async function refusalOf(promise: Promise<unknown>): Promise<GoldRefused> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (error instanceof GoldRefused) return error;
  throw new Error(`expected a GoldRefused, got ${String(error)}`, { cause: error });
}

const LOCK = {
  lock_id: string('a1b2c3d4e5f6a1b2c3d4e5f6'),
  goods_id: 5,
  num: 2,
  gold_price: decimal('75.31'),
  price: decimal('75.81'),
  handicraft_fee: decimal('0.5'),
  total_price: decimal('151.62'),
  expire_time: dateTime('2026-11-22T15:31:00.000Z'),
};

const ORDER = {
  id: integer(42),
  order_no: regex('^[A-Za-z0-9]+$', 'NO20261122000042'),
  order_type: 5,
  status: 1,
  num: 1,
  price: decimal('75.81'),
  total_price: decimal('75.81'),
  goods_id: integer(5),
  create_time: dateTime('2026-11-22T15:30:00.000Z'),
  expire_time: dateTime('2026-11-22T15:45:00.000Z'),
};

describe('gold shop contract: goods, price, checkout', () => {
  it('gold.categoryList answers the categories', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: goldCategoryList,
        description: 'the categories',
        answer: success(eachLike({ id: integer(1), name: string('Gold bars') })),
      },
      async (server) => {
        expect(await api(server.url).categories()).toEqual([{ id: 1, name: 'Gold bars' }]);
      },
    );
  });

  it('gold.goodsList of a category answers a page of goods at the gold price', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: goldGoodsList,
        description: 'the first page of gold bars',
        query: { page: '1', page_size: '10', category_id: '1' },
        answer: success({ list: eachLike(goodsWire(1, 1, 1)), total: integer(2), page: 1, page_size: 10 }),
      },
      async (server) => {
        const page = await api(server.url).goods({ categoryId: 1, page: 1, pageSize: 10 });
        expect(page.items[0]).toMatchObject({ id: 1, categoryId: 1, needsDelivery: true, stock: 120 });
        expect(page.items[0]?.price.toFixed()).toBe('765.6');
      },
    );
  });

  it('gold.goodsList of an empty category answers an empty page', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: goldGoodsList,
        description: 'a category without goods',
        query: { page: '1', page_size: '10', category_id: '99' },
        answer: success({ list: [], total: 0, page: 1, page_size: 10 }),
      },
      async (server) => {
        const page = await api(server.url).goods({ categoryId: 99, page: 1, pageSize: 10 });
        expect(page).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
      },
    );
  });

  it('gold.goodsDetail answers one item with its pictures and description', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: goldGoodsDetail,
        description: 'the 10 g bar',
        query: { id: '1' },
        answer: success({
          ...goodsWire(1, 1, 1),
          images: eachLike(picture()),
          content: string('<p>A bar</p>'),
        }),
      },
      async (server) => {
        const goods = await api(server.url).detail(1);
        expect(goods).toMatchObject({ id: 1, images: ['https://cdn.nadi.example/gold/bar-10g.png'] });
        expect(goods.productAmount.toFixed()).toBe('10');
      },
    );
  });

  it('gold.goodsDetail of unknown goods answers code 4401, refused as goods-not-found', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: goldGoodsDetail,
        description: 'goods that do not exist',
        query: { id: '999' },
        answer: failure(GOLD_CODES.goodsNotFound, 'goods not found'),
      },
      async (server) => {
        expect((await refusalOf(api(server.url).detail(999))).reason).toBe('goods-not-found');
      },
    );
  });

  it('gold.price answers the price per gram and its time', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: goldPrice,
        description: 'the gold price now',
        answer: success({ price: decimal('75.31'), update_time: dateTime('2026-11-22T15:30:00.000Z') }),
      },
      async (server) => {
        const price = await api(server.url).price();
        expect(price.price.toFixed()).toBe('75.31');
        expect(price.updatedAt).toEqual(new Date('2026-11-22T15:30:00.000Z'));
      },
    );
  });

  it('gold.lockPrice answers the lock with its breakdown', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: goldLockPrice,
        description: 'two units of vault gold',
        body: { goods_id: 5, num: 2 },
        answer: success(LOCK),
      },
      async (server) => {
        const lock = await api(server.url).lockPrice(5, 2);
        expect(lock).toMatchObject({ goodsId: 5, num: 2, id: 'a1b2c3d4e5f6a1b2c3d4e5f6' });
        expect(lock.totalPrice.toFixed()).toBe('151.62');
      },
    );
  });

  it('gold.lockPrice of sold-out goods answers code 4402, refused as sold-out', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: goldLockPrice,
        description: 'the sold-out ring',
        body: { goods_id: 4, num: 1 },
        answer: failure(GOLD_CODES.soldOut, 'not enough in stock'),
      },
      async (server) => {
        expect((await refusalOf(api(server.url).lockPrice(4, 1))).reason).toBe('sold-out');
      },
    );
  });

  it('gold.createOrder of vault gold needs no address and answers the order to pay', async () => {
    await interaction(
      {
        given: 'the user has a gold price lock',
        endpoint: goldCreateOrder,
        description: 'a locked price of goods that are not delivered, with a remark',
        body: { lock_id: fromState('vault_lock_id', 'lock-vault'), remark: 'gift' },
        answer: success(ORDER),
      },
      async (server) => {
        const order = await api(server.url).createOrder({
          lockId: 'lock-vault',
          addressId: null,
          remark: 'gift',
        });
        expect(order).toMatchObject({ id: 42, type: 'buyGold', status: 'toPay', goodsId: 5 });
      },
    );
  });

  it('gold.createOrder of delivered goods sends the address', async () => {
    await interaction(
      {
        given: 'the user has a gold price lock',
        endpoint: goldCreateOrder,
        description: 'a locked price of delivered goods with an address',
        body: { lock_id: fromState('lock_id', 'lock-bar'), address_id: fromState('address_id', 7) },
        answer: success({
          ...ORDER,
          goods_id: integer(1),
          price: decimal('765.6'),
          total_price: decimal('765.6'),
        }),
      },
      async (server) => {
        const order = await api(server.url).createOrder({ lockId: 'lock-bar', addressId: 7, remark: '' });
        expect(order.totalPrice.toFixed()).toBe('765.6');
      },
    );
  });

  it('gold.createOrder of delivered goods without an address answers code 4404, refused as address-required', async () => {
    await interaction(
      {
        given: 'the user has a gold price lock',
        endpoint: goldCreateOrder,
        description: 'a locked price of delivered goods, no address',
        body: { lock_id: fromState('lock_id', 'lock-bar') },
        answer: failure(GOLD_CODES.addressRequired, 'a delivery address is required'),
      },
      async (server) => {
        const refusal = await refusalOf(
          api(server.url).createOrder({ lockId: 'lock-bar', addressId: null, remark: '' }),
        );
        expect(refusal.reason).toBe('address-required');
      },
    );
  });

  it('gold.createOrder with a lock that ran out answers code 4403, refused as lock-expired', async () => {
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: goldCreateOrder,
        description: 'a lock that ran out',
        body: { lock_id: 'expired-lock' },
        answer: failure(GOLD_CODES.lockExpired, 'the price lock has run out; lock the price again'),
      },
      async (server) => {
        const refusal = await refusalOf(
          api(server.url).createOrder({ lockId: 'expired-lock', addressId: null, remark: '' }),
        );
        expect(refusal.reason).toBe('lock-expired');
      },
    );
  });

  it('gold.price of a visitor answers HTTP 401', async () => {
    await interaction(
      {
        given: 'no user is logged in',
        endpoint: goldPrice,
        description: 'without a valid token',
        status: 401,
        answer: failure(401, 'login expired'),
      },
      async (server) => {
        expect((await appErrorOf(api(server.url).price())).kind).toBe('unauthorized');
      },
    );
  });
});
