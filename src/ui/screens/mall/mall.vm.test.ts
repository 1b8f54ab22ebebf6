import Decimal from 'decimal.js';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeMallApi, sampleGoods, sampleMallOrder } from '../../../../tests/fakes/fake-mall-api';
import { FakeOrdersApi } from '../../../../tests/fakes/fake-orders-api';
import { InMemoryAddressApi, sampleDraft } from '../../../../tests/fakes/in-memory-address-api';
import { InMemoryStorage } from '../../../../tests/fakes/in-memory-storage';
import { T0 } from '../../../../tests/fakes/sample-time';
import { settle } from '../../../../tests/support/settle';
import { ConfirmReceiptUseCase } from '../../../application/mall/confirm-receipt.use-case';
import { MallOrderRefused } from '../../../application/mall/mall-api.port';
import { GetCourierTraceUseCase } from '../../../application/mall/mall-queries.use-case';
import { MallOrderDraftStore } from '../../../application/mall/order-draft.store';
import { PlaceMallOrderUseCase } from '../../../application/mall/place-mall-order.use-case';
import { CancelOrderUseCase } from '../../../application/orders/cancel-order.use-case';
import { AppError } from '../../../domain/shared/app-error';
import { GoodsDetailVm } from './goods-detail.vm';
import { MallGoodsVm } from './mall-goods.vm';
import { MallOrderDetailVm } from './mall-order-detail.vm';
import { MallOrdersVm } from './mall-orders.vm';
import { OrderConfirmVm } from './order-confirm.vm';

const clock = { now: () => T0 + 2 * 3_600_000 };
const vms: { detach(): void }[] = [];
afterEach(() => {
  for (const vm of vms.splice(0)) vm.detach();
});
const track = <V extends { detach(): void }>(vm: V): V => {
  vms.push(vm);
  return vm;
};

describe('MallGoodsVm and GoodsDetailVm', () => {
  it('loads the goods on each visit and keeps them when a refresh fails', async () => {
    const api = new FakeMallApi();
    const vm = track(new MallGoodsVm(api));
    vm.attach({ active: true });
    vm.attach({ active: true });
    await settle();
    expect(vm.goods.data).toHaveLength(2);
    expect(api.callsOf('goods')).toHaveLength(1);
    api.failWith.goods = new AppError('network');
    await vm.refresh();
    expect(vm.goods.data).toHaveLength(2);
    expect(vm.goods.error).toMatchObject({ kind: 'network' });
  });

  it('keeps the quantity within the stock and links Buy to the confirm page', async () => {
    const api = new FakeMallApi();
    api.goodsList = [sampleGoods({ stock: 3 })];
    const vm = track(new GoodsDetailVm(api));
    vm.attach({ id: 1, active: true });
    await settle();
    expect(vm.goods?.name).toBe('NADI Tab S1');
    vm.increment();
    vm.increment();
    vm.increment();
    expect(vm.quantity).toBe(3);
    expect(vm.total).toEqual(new Decimal(897));
    expect(vm.confirmPath).toBe('/mall/orderConfirm?goods=1&num=3');
    vm.decrement();
    vm.setQuantity(0);
    expect(vm.quantity).toBe(1);
  });

  it('says when the id is missing, and that sold-out goods cannot be bought', async () => {
    const api = new FakeMallApi();
    const vm = track(new GoodsDetailVm(api));
    vm.attach({ id: null, active: true });
    expect(vm.missingId).toBe(true);
    expect(api.calls).toEqual([]);
    vm.attach({ id: 3, active: true });
    await settle();
    expect(vm.quantityError).toEqual({ kind: 'sold-out' });
    expect(vm.confirmPath).toBeNull();
  });
});

function confirmSetup(addresses: InMemoryAddressApi) {
  const api = new FakeMallApi();
  const orders = new FakeOrdersApi();
  const storage = new InMemoryStorage();
  const make = () =>
    track(
      new OrderConfirmVm(api, addresses, new PlaceMallOrderUseCase(orders), new MallOrderDraftStore(storage)),
    );
  return { api, orders, storage, make, vm: make() };
}

describe('OrderConfirmVm', () => {
  it('starts at the default address, changes to another, and orders there', async () => {
    const book = new InMemoryAddressApi([
      sampleDraft({ name: 'Office' }),
      sampleDraft({ name: 'Home', isDefault: true }),
    ]);
    const { vm, orders } = confirmSetup(book);
    vm.attach({ goodsId: 1, num: 2, active: true });
    await settle();
    expect(vm.address?.name).toBe('Home');
    expect(vm.total).toEqual(new Decimal(598));
    vm.openAddressPicker();
    vm.chooseAddress(1);
    expect(vm.pickingAddress).toBe(false);
    expect(vm.address?.name).toBe('Office');
    await vm.submit();
    expect(orders.created).toEqual([{ type: 'buyDevice', goodsId: 1, num: 2, addressId: 1 }]);
    expect(vm.flow.created?.type).toBe('buyDevice');
  });

  it('chooses an address added in the address book on coming back, and the choice survives a reload', async () => {
    const book = new InMemoryAddressApi([sampleDraft({ name: 'Home', isDefault: true })]);
    const { vm, make } = confirmSetup(book);
    vm.attach({ goodsId: 1, num: 1, active: true });
    await settle();
    expect(vm.address?.name).toBe('Home');
    vm.attach({ goodsId: 1, num: 1, active: false });
    await book.add(sampleDraft({ name: 'New place' }));
    vm.attach({ goodsId: 1, num: 1, active: true });
    await settle();
    expect(vm.address?.name).toBe('New place');
    const reloaded = make();
    reloaded.attach({ goodsId: 1, num: 1, active: true });
    await settle();
    expect(reloaded.address?.name).toBe('New place');
  });

  it('asks for an address when the book is empty, and reports a failed order', async () => {
    const { vm, orders } = confirmSetup(new InMemoryAddressApi());
    vm.attach({ goodsId: 1, num: 1, active: true });
    await settle();
    expect(vm.address).toBeNull();
    await vm.submit();
    expect(vm.refusal).toEqual({ kind: 'address-required' });
    expect(orders.created).toEqual([]);

    const other = confirmSetup(new InMemoryAddressApi([sampleDraft({ isDefault: true })]));
    other.orders.failWith.create = new AppError('timeout');
    other.vm.attach({ goodsId: 1, num: 1, active: true });
    await settle();
    await other.vm.submit();
    expect(other.vm.failure).toMatchObject({ kind: 'timeout' });
    other.orders.failWith = {};
    other.orders.refuse.create = 'sold-out';
    await other.vm.submit();
    expect(other.vm.refusal).toEqual({ kind: 'sold-out' });
  });

  it('needs goods to confirm', () => {
    const { vm, api } = confirmSetup(new InMemoryAddressApi());
    vm.attach({ goodsId: null, num: null, active: true });
    expect(vm.missingGoods).toBe(true);
    expect(api.calls).toEqual([]);
  });
});

function ordersSetup() {
  const api = new FakeMallApi();
  const orders = new FakeOrdersApi();
  api.orderList = [
    sampleMallOrder({ id: 7 }),
    sampleMallOrder({ id: 6, shipping: 'toShip', shippedAt: null, autoConfirmAt: null, expressNo: '' }),
    sampleMallOrder({
      id: 5,
      payStatus: 'toPay',
      shipping: 'unknown',
      expiresAt: new Date(clock.now() + 60_000),
    }),
  ];
  const vm = track(
    new MallOrdersVm(api, new CancelOrderUseCase(orders), new ConfirmReceiptUseCase(api, clock), clock),
  );
  return { api, orders, vm };
}

describe('MallOrdersVm', () => {
  it('lists a tab by 10 with every tab count, and opens the tab of the link', async () => {
    const { api, vm } = ordersSetup();
    vm.attach({ active: true, tab: 'toShip' });
    await settle();
    expect(vm.tab).toBe('toShip');
    expect(api.callsOf('orders')[0]).toEqual([{ page: 1, pageSize: 10, status: 'toShip' }]);
    expect(vm.list.items.map((o) => o.id)).toEqual([6]);
    expect([
      vm.countOf('all'),
      vm.countOf('toShip'),
      vm.countOf('toReceive'),
      vm.countOf('completed'),
    ]).toEqual([3, 1, 1, 0]);
    vm.setTab('all');
    await settle();
    const [receivable, toShip, unpaid] = vm.list.items;
    if (!receivable || !toShip || !unpaid) throw new Error('expected three orders');
    expect(vm.actionsOf(receivable)).toEqual({ pay: false, cancel: false, confirmReceipt: true });
    expect(vm.actionsOf(unpaid)).toEqual({ pay: true, cancel: true, confirmReceipt: false });
    expect(vm.countdownOf(unpaid)).toMatchObject({ minutes: 1 });
    expect(vm.countdownOf(receivable)).toMatchObject({ hours: 3 });
    expect(vm.countdownOf(toShip)).toBeNull();
  });

  it('confirms receipt, moving the order to completed, and refreshes the list and counts', async () => {
    const { api, vm } = ordersSetup();
    vm.attach({ active: true, tab: 'toReceive' });
    await settle();
    const [order] = vm.list.items;
    if (!order) throw new Error('expected an order');
    expect(await vm.actions.receive(order)).toBe(true);
    expect(api.callsOf('confirmReceipt')).toEqual([[7]]);
    expect(vm.list.items).toEqual([]);
    expect(vm.countOf('completed')).toBe(1);
  });

  it('cancels an unpaid order, pays through the sheet, and says why an action failed', async () => {
    const { orders, vm, api } = ordersSetup();
    vm.attach({ active: true, tab: null });
    await settle();
    const unpaid = vm.list.items.find((o) => o.id === 5);
    if (!unpaid) throw new Error('expected the unpaid order');
    vm.actions.pay(unpaid);
    expect(vm.actions.payingOrderId).toBe(5);
    vm.actions.closePayment();
    expect(vm.actions.payingOrderId).toBeNull();
    expect(await vm.actions.cancel(unpaid)).toBe(false);
    expect(vm.failure).toEqual({ action: 'cancel', refusal: { kind: 'not-found' } });
    orders.orders = [];
    orders.failWith.cancel = new AppError('network');
    expect(await vm.actions.cancel(unpaid)).toBe(false);
    expect(vm.failure).toMatchObject({ action: 'cancel', error: { kind: 'network' } });
    const receivable = vm.list.items.find((o) => o.id === 7);
    if (!receivable) throw new Error('expected the shipped order');
    api.failWith.confirmReceipt = new MallOrderRefused('not-receivable');
    expect(await vm.actions.receive(receivable)).toBe(false);
    expect(vm.failure).toEqual({ action: 'receipt', refusal: { kind: 'not-receivable' } });
  });
});

describe('MallOrderDetailVm', () => {
  const make = (api: FakeMallApi) =>
    track(
      new MallOrderDetailVm(
        api,
        new GetCourierTraceUseCase(api),
        new CancelOrderUseCase(new FakeOrdersApi()),
        new ConfirmReceiptUseCase(api, clock),
        clock,
      ),
    );

  it('shows the order, its trace newest first, and its auto-confirm countdown; receipt completes it', async () => {
    const api = new FakeMallApi();
    api.orderList = [sampleMallOrder()];
    const at = (h: number) => new Date(T0 + h * 3_600_000);
    api.traces[7] = {
      expressCompany: 'NADI Express',
      expressNo: 'NX1',
      events: [
        { time: at(1), status: 'pickedUp', location: 'Shenzhen' },
        { time: at(2), status: 'inTransit', location: 'Hong Kong' },
      ],
    };
    const vm = make(api);
    vm.attach({ id: 7, active: true });
    await settle();
    expect(vm.state).toBe('toReceive');
    expect(vm.trace.data?.events.map((e) => e.location)).toEqual(['Hong Kong', 'Shenzhen']);
    expect(vm.autoConfirm).toMatchObject({ hours: 3, done: false });
    expect(vm.allowed.confirmReceipt).toBe(true);
    const order = vm.order;
    if (!order) throw new Error('expected the order');
    expect(await vm.actions.receive(order)).toBe(true);
    expect(vm.state).toBe('completed');
    expect(vm.autoConfirm).toBeNull();
  });

  it('says when the id is missing or the order does not exist, and a failure can be retried', async () => {
    const api = new FakeMallApi();
    const vm = make(api);
    vm.attach({ id: null, active: true });
    expect(vm.missingId).toBe(true);
    vm.attach({ id: 99, active: true });
    await settle();
    expect(vm.notFound).toBe(true);
    api.orderList = [sampleMallOrder({ id: 98 })];
    api.failWith.orderDetail = new AppError('server-exception');
    vm.attach({ id: 98, active: true });
    await settle();
    expect(vm.notFound).toBe(false);
    expect(vm.order).toBeNull();
    expect(vm.detail.error).toMatchObject({ kind: 'server-exception' });
    api.failWith = {};
    await vm.reload();
    expect(vm.order?.id).toBe(98);
  });
});
