import { beforeEach, describe, expect, it } from 'vitest';
import { nodeConfig, nodeDetail, nodeList } from '../../adapters/api/catalogue/node.schema';
import { ORDER_CODES, preOrderList } from '../../adapters/api/catalogue/pre-order.schema';
import { ORDER_STATUS_CODES, ORDER_TYPE_CODES } from '../../domain/orders/order-status';
import type { MockBackend } from '../core/mock-backend';
import { MACHINE_NOT_FOUND_CODE } from '../mall/mall.handlers';
import { NODE_NOT_FOUND_CODE } from '../node/node.handlers';
import { call, FIXED_NOW, login, makeBackend, seededWallet } from '../testing/test-kit';
import { orderBook } from './orders.state';

let backend: MockBackend;
let clock: { advance(ms: number): void };
let token: string;

const get = (path: string) => call(backend, 'GET', `/api/v1/${path}`, { token });
const post = (path: string, body: unknown) => call(backend, 'POST', `/api/v1/${path}`, { token, body });
const balance = () => backend.state.userById(10001)?.balance;
const buyNode = (goods_id: number) => post('preOrder/preOrder', { order_type: 2, goods_id, num: 1 });
const payByBalance = (order_id: number) => post('pay/balance', { order_id });

beforeEach(async () => {
  const made = makeBackend();
  backend = made.backend;
  clock = made.clock;
  token = await login(backend, seededWallet(10001));
});

describe('node tiers', () => {
  it('answers the programme: doubled airdrop, dividends, agent rights, sale end', async () => {
    const { json } = await get('node/config');
    expect(nodeConfig.response.parse(json.data)).toEqual({
      airdrop_multiple: '2',
      dividends: 1,
      agent_rights: 1,
      sale_end_time: new Date(FIXED_NOW + 12 * 86_400_000).toISOString(),
    });
  });

  it('lists elite, core and genesis with quotas and what the user holds', async () => {
    const { json } = await get('node/list');
    const tiers = nodeList.response.parse(json.data);
    expect(
      tiers.map((t) => [t.type, t.amount, t.sold_num, t.total_quota, t.limit_num, t.buy_num, t.is_buy]),
    ).toEqual([
      [1, '500', 612, 1000, 1, 0, 0],
      [2, '2000', 143, 300, 2, 0, 0],
      [3, '10000', 50, 50, 1, 0, 0],
    ]);
  });

  it('answers one tier, or code 404', async () => {
    expect(nodeDetail.response.parse((await get('node/detail?id=2')).json.data)).toMatchObject({
      id: 2,
      type: 2,
    });
    expect((await get('node/detail?id=9')).json.code).toBe(NODE_NOT_FOUND_CODE);
  });

  it('counts a paid order as sold and held; the limit then refuses another', async () => {
    const order = (await buyNode(1)).json.data;
    expect(order).toMatchObject({ order_type: 2, status: 1, goods_id: 1, total_price: '500', num: 1 });
    expect(order.expire_time).toBe(new Date(FIXED_NOW + 15 * 60_000).toISOString());
    // Not paid yet: nothing held, and the same tier answers the same open order.
    expect((await get('node/detail?id=1')).json.data).toMatchObject({ sold_num: 612, buy_num: 0 });
    expect((await buyNode(1)).json.data.id).toBe(order.id);
    expect((await post('node/getOrder', { node_id: 1 })).json.data.id).toBe(order.id);

    expect((await payByBalance(order.id)).json.data.status).toBe('paid');
    expect(balance()).toBe('14734.567891');
    expect((await get('node/detail?id=1')).json.data).toMatchObject({ sold_num: 613, buy_num: 1, is_buy: 1 });
    expect((await post('node/getOrder', { node_id: 1 })).json.data).toBeNull();
    expect((await buyNode(1)).json).toMatchObject({ code: ORDER_CODES.limitReached });
  });

  it('refuses a sold-out tier and an unknown one', async () => {
    expect((await buyNode(3)).json.code).toBe(ORDER_CODES.soldOut);
    expect((await buyNode(9)).json.code).toBe(ORDER_CODES.goodsNotFound);
    expect((await post('node/getOrder', { node_id: 9 })).json.code).toBe(ORDER_CODES.goodsNotFound);
  });
});

describe('pre-orders', () => {
  it('makes destroy and union orders for an amount reaching the minimum', async () => {
    expect((await post('preOrder/preOrder', { order_type: 3, amount: '99.99' })).json.code).toBe(
      ORDER_CODES.belowMinimum,
    );
    expect((await post('preOrder/preOrder', { order_type: 4, amount: '499' })).json.code).toBe(
      ORDER_CODES.belowMinimum,
    );
    expect((await post('preOrder/preOrder', { order_type: 3 })).status).toBe(400);
    const destroy = (await post('preOrder/preOrder', { order_type: 3, amount: '100' })).json.data;
    expect(destroy).toMatchObject({ order_type: 3, total_price: '100', goods_id: null });
    const union = (await post('preOrder/preOrder', { order_type: 4, amount: '500.5' })).json.data;
    expect(union).toMatchObject({ order_type: 4, total_price: '500.5' });
  });

  it('ships a device to one of the user’s addresses only, while in stock', async () => {
    expect((await post('preOrder/preOrder', { order_type: 1, goods_id: 2, num: 1 })).json.code).toBe(
      ORDER_CODES.addressRequired,
    );
    expect((await post('preOrder/preOrder', { order_type: 1, goods_id: 2, address_id: 99 })).json.code).toBe(
      ORDER_CODES.addressRequired,
    );
    expect((await post('preOrder/preOrder', { order_type: 1, goods_id: 3, address_id: 1 })).json.code).toBe(
      ORDER_CODES.soldOut,
    );
    expect((await post('preOrder/preOrder', { order_type: 1, goods_id: 9, address_id: 1 })).json.code).toBe(
      ORDER_CODES.goodsNotFound,
    );
    expect((await post('preOrder/preOrder', { order_type: 5, goods_id: 1 })).json.code).toBe(
      ORDER_CODES.goodsNotFound,
    );
    const order = (await post('preOrder/preOrder', { order_type: 1, goods_id: 2, num: 2, address_id: 1 }))
      .json.data;
    expect(order).toMatchObject({ order_type: 1, num: 2, price: '499', total_price: '998' });
    expect(orderBook(backend.state).order(10001, order.id)?.addressId).toBe(1);

    const before = (await get('machine/goodsDetail?id=2')).json.data;
    await payByBalance(order.id);
    const after = (await get('machine/goodsDetail?id=2')).json.data;
    expect([after.stock, after.sold]).toEqual([before.stock - 2, before.sold + 2]);
    expect((await get('machine/goodsDetail?id=9')).json.code).toBe(MACHINE_NOT_FOUND_CODE);
    expect((await get('machine/goodsList')).json.data.map((g: { stock: number }) => g.stock)).toEqual([
      120, 58, 0,
    ]);
  });

  it('lists unpaid orders oldest first for the reminder, leaving out paid, cancelled and expired ones', async () => {
    const first = (await post('preOrder/preOrder', { order_type: 3, amount: '100' })).json.data;
    clock.advance(60_000);
    const second = (await post('preOrder/preOrder', { order_type: 4, amount: '500' })).json.data;
    const paid = (await post('preOrder/preOrder', { order_type: 3, amount: '200' })).json.data;
    await payByBalance(paid.id);
    expect((await get('preOrder/tips')).json.data.map((o: { id: number }) => o.id)).toEqual([
      first.id,
      second.id,
    ]);
    clock.advance(14 * 60_000);
    // The first expired (15 minutes), and is cancelled on this look.
    expect((await get('preOrder/tips')).json.data.map((o: { id: number }) => o.id)).toEqual([second.id]);
    expect(orderBook(backend.state).order(10001, first.id)?.status).toBe(ORDER_STATUS_CODES.cancelled);
  });
});

describe('order list and cancel', () => {
  const ids = async (query: string) => {
    const { json } = await get(`preOrder/list?${query}`);
    return preOrderList.response.parse(json.data).list.map((o) => [o.id, o.status]);
  };

  it('filters by status (completed includes paid, a pending payment is in progress) and pages newest first', async () => {
    const made: number[] = [];
    for (const amount of ['100', '110', '120', '130']) {
      made.push((await post('preOrder/preOrder', { order_type: 3, amount })).json.data.id);
    }
    const [a, b, c, d] = made as [number, number, number, number];
    await payByBalance(a);
    await post('preOrder/cancel', { id: b });
    const intent = { order_id: c, chain: 'BSC', token: 'USDT' };
    await post('pay/chainIntent', intent);
    // A transaction on its way (the chain has not answered yet).
    const paying = orderBook(backend.state).order(10001, c);
    if (paying) {
      const payment = { ...paying.payment, txHash: `0x${'ab'.repeat(32)}`, txStatus: 'pending' as const };
      orderBook(backend.state).saveOrder({ ...paying, payment });
    }
    expect(await ids('page=1&page_size=10')).toEqual([
      [d, 1],
      [c, 2],
      [b, 4],
      [a, 5],
    ]);
    expect(await ids('page=1&page_size=10&status=1')).toEqual([[d, 1]]);
    expect(await ids('page=1&page_size=10&status=2')).toEqual([[c, 2]]);
    expect(await ids('page=1&page_size=10&status=3')).toEqual([[a, 5]]);
    expect(await ids('page=1&page_size=10&status=4')).toEqual([[b, 4]]);
    const page2 = (await get('preOrder/list?page=2&page_size=3')).json.data;
    expect(page2).toMatchObject({ total: 4, page: 2, page_size: 3, list: [{ id: a }] });
    expect((await get('preOrder/list?page=0&page_size=10')).status).toBe(400);
    expect((await get('preOrder/list?page=1&page_size=101')).status).toBe(400);
    expect((await get('preOrder/list?page=1&page_size=10&status=5')).status).toBe(400);
    // Neither a payment on its way nor a paid order can be cancelled.
    expect((await post('preOrder/cancel', { id: c })).json.code).toBe(ORDER_CODES.notCancellable);
    expect((await post('preOrder/cancel', { id: a })).json.code).toBe(ORDER_CODES.notCancellable);
  });

  it('cancels an unpaid order irreversibly, giving back the balance a mixed payment withheld', async () => {
    const order = (await post('preOrder/preOrder', { order_type: 3, amount: '300' })).json.data;
    await post('pay/chainIntent', { order_id: order.id, chain: 'BSC', token: 'USDT', balance_part: '100' });
    expect(balance()).toBe('15134.567891');
    const cancelled = (await post('preOrder/cancel', { id: order.id })).json.data;
    expect(cancelled).toMatchObject({ id: order.id, status: 4 });
    expect(balance()).toBe('15234.567891');
    expect((await post('preOrder/cancel', { id: order.id })).json.code).toBe(ORDER_CODES.notCancellable);
    expect((await payByBalance(order.id)).json.code).not.toBe(200);
    expect((await post('preOrder/cancel', { id: 999 })).json.code).toBe(ORDER_CODES.orderNotFound);
  });

  it('keeps each user to their own orders', async () => {
    const mine = (await post('preOrder/preOrder', { order_type: 3, amount: '100' })).json.data;
    const other = await login(backend, seededWallet(10002));
    const theirs = await call(backend, 'POST', '/api/v1/preOrder/cancel', {
      token: other,
      body: { id: mine.id },
    });
    expect(theirs.json.code).toBe(ORDER_CODES.orderNotFound);
    const list = await call(backend, 'GET', '/api/v1/preOrder/list?page=1&page_size=10', { token: other });
    expect(list.json.data.total).toBe(0);
    expect(ORDER_TYPE_CODES.destroyMining).toBe(mine.order_type);
  });
});
