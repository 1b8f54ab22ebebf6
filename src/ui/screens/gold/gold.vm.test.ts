import Decimal from 'decimal.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeGoldApi, sampleGoldOrder } from '../../../../tests/fakes/fake-gold-api';
import { settle, settleFakeTimers } from '../../../../tests/support/settle';
import { GoldShopHeadUseCase } from '../../../application/gold/gold-catalogue.use-case';
import { GetGoldGoodsUseCase } from '../../../application/gold/gold-goods.use-case';
import {
  CancelGoldOrderUseCase,
  ConfirmGoldReceiptUseCase,
} from '../../../application/gold/gold-orders.use-case';
import { AppError } from '../../../domain/shared/app-error';
import { GoldDetailVm } from './gold-detail.vm';
import { GoldOrdersVm } from './gold-orders.vm';
import { GoldReleasesVm } from './gold-releases.vm';
import { GoldShopVm, PRICE_POLL_MS } from './gold-shop.vm';

afterEach(() => {
  vi.useRealTimers();
});

describe('GoldShopVm', () => {
  const shop = (api: FakeGoldApi) => new GoldShopVm(new GoldShopHeadUseCase(api), api);

  it('asks the price again every 10 s while on screen, keeps the last one when a look fails', async () => {
    vi.useFakeTimers();
    const api = new FakeGoldApi();
    const vm = shop(api);
    vm.attach({ active: true });
    await settleFakeTimers();
    expect(vm.price?.price.toFixed()).toBe('75.31');
    expect(vm.goods.items).toHaveLength(2);
    api.goldPrice = new Decimal('76.02');
    await vi.advanceTimersByTimeAsync(PRICE_POLL_MS);
    expect(vm.price?.price.toFixed()).toBe('76.02');
    api.failWith.price = new AppError('network');
    await vi.advanceTimersByTimeAsync(PRICE_POLL_MS);
    expect(vm.priceStale).toBe(true);
    expect(vm.price?.price.toFixed()).toBe('76.02');
    vm.attach({ active: false });
    const asked = api.calls.filter((c) => c === 'price').length;
    await vi.advanceTimersByTimeAsync(3 * PRICE_POLL_MS);
    expect(api.calls.filter((c) => c === 'price')).toHaveLength(asked);
  });

  it('lists a category on its tab', async () => {
    const api = new FakeGoldApi();
    const vm = shop(api);
    vm.attach({ active: true });
    await settle();
    vm.setCategory(2);
    await settle();
    expect(vm.goods.empty).toBe(true);
    vm.detach();
  });
});

describe('GoldDetailVm', () => {
  it('breaks the price down and keeps the quantity within the stock', async () => {
    const vm = new GoldDetailVm(new GetGoldGoodsUseCase(new FakeGoldApi()));
    vm.attach({ id: 1, active: true });
    await settle();
    vm.setQuantity(9);
    expect(vm.quantity).toBe(5);
    expect(vm.breakdown?.total.toFixed()).toBe('3828');
    expect(vm.confirmPath).toBe('/shop/orderConfirm?goods=1&num=5');
    vm.decrease();
    expect(vm.quantity).toBe(4);
  });

  it('says so for goods that do not exist and for a route without an id', async () => {
    const vm = new GoldDetailVm(new GetGoldGoodsUseCase(new FakeGoldApi()));
    vm.attach({ id: 99, active: true });
    await settle();
    expect(vm.notFound).toBe(true);
    vm.attach({ id: null, active: true });
    expect(vm.missingId).toBe(true);
  });
});

describe('GoldOrdersVm', () => {
  const orders = (api: FakeGoldApi) =>
    new GoldOrdersVm(api, new ConfirmGoldReceiptUseCase(api), new CancelGoldOrderUseCase(api));

  it('confirms receipt of a shipped order and refreshes the list', async () => {
    const api = new FakeGoldApi();
    const vm = orders(api);
    vm.attach({ active: true, tab: 'toReceive' });
    await settle();
    const [order] = vm.list.items;
    if (!order) throw new Error('no order');
    expect(await vm.receive(order)).toBe(true);
    expect(vm.list.items).toEqual([]);
    vm.setTab('completed');
    await settle();
    expect(vm.list.items.map((o) => o.status)).toEqual(['completed']);
  });

  it('lists an unpaid order under all and to pay, a paid one not under to pay', async () => {
    const api = new FakeGoldApi();
    api.orderList = [sampleGoldOrder({ id: 8, status: 'toPay', expressNo: '' }), sampleGoldOrder()];
    const vm = orders(api);
    expect(vm.tabs).toEqual(['all', 'toPay', 'toShip', 'toReceive', 'completed']);
    vm.attach({ active: true, tab: null });
    await settle();
    expect(vm.list.items.map((o) => [o.id, o.status])).toEqual([
      [8, 'toPay'],
      [7, 'toReceive'],
    ]);
    vm.setTab('toPay');
    await settle();
    expect(vm.list.items.map((o) => o.id)).toEqual([8]);
    vm.detach();
  });

  it('does not send receipt of an order not shipped, nor cancel of a shipped one', async () => {
    const api = new FakeGoldApi();
    const vm = orders(api);
    expect(await vm.receive(sampleGoldOrder({ status: 'toShip' }))).toBe(false);
    expect(vm.failure).toMatchObject({ action: 'receipt', refusal: { kind: 'not-allowed' } });
    expect(await vm.cancel(sampleGoldOrder({ status: 'toReceive' }))).toBe(false);
    expect(api.calls).not.toContain('confirmReceipt');
    expect(api.calls).not.toContain('cancel');
  });

  it('tells a gone order from a failed call', async () => {
    const api = new FakeGoldApi();
    const vm = orders(api);
    api.refuse.confirmReceipt = 'not-found';
    await vm.receive(sampleGoldOrder());
    expect(vm.failure?.refusal).toEqual({ kind: 'not-found' });
    api.refuse = {};
    api.failWith.cancel = new AppError('timeout');
    await vm.cancel(sampleGoldOrder({ status: 'toShip' }));
    expect(vm.failure).toMatchObject({ action: 'cancel', refusal: null });
  });
});

describe('GoldReleasesVm', () => {
  it('lists releases per tab', async () => {
    const api = new FakeGoldApi();
    const vm = new GoldReleasesVm(api);
    vm.attach({ active: true });
    await settle();
    expect(vm.records.list.empty).toBe(true);
    vm.records.setTab('completed');
    await settle();
    expect(api.calls.filter((c) => c === 'releases')).toHaveLength(2);
  });
});
