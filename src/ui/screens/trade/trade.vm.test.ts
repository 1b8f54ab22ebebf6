import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { FakeTradeApi, sampleOrder, samplePair } from '../../../../tests/fakes/fake-trade-api';
import {
  FakeMarketSocket,
  orderUpdateOf,
  snapshotA,
  tickerOf,
} from '../../../../tests/fakes/fake-trade-socket';
import { testAppConfig } from '../../../../tests/fakes/test-config';
import { settle } from '../../../../tests/support/settle';
import { ConnectivityStore } from '../../../application/shared/connectivity.store';
import { LoadTradePairUseCase } from '../../../application/trade/load-trade-pair.use-case';
import { AppError } from '../../../domain/shared/app-error';
import { TradeVm } from './trade.vm';

function setup(configure: (api: FakeTradeApi) => void = () => {}) {
  const socket = new FakeMarketSocket();
  const api = new FakeTradeApi();
  configure(api);
  const vm = new TradeVm(
    socket,
    api,
    testAppConfig({ socket: { protocol: 'a', url: null } }),
    new LoadTradePairUseCase(api),
    new ConnectivityStore(),
  );
  return { socket, api, vm };
}

const d = (text: string) => new Decimal(text);

describe('TradeVm: the feed follows the page', () => {
  it('starts the feed on screen and loads the pair, balances and open orders', async () => {
    const { socket, api, vm } = setup();
    vm.attach({ active: true });
    await settle();
    expect(socket.streams).toEqual(['depth:NADI-USDT', 'kline:15m:NADI-USDT', 'orders', 'ticker:NADI-USDT']);
    expect(vm.tradePair?.instId).toBe('NADI-USDT');
    expect(vm.available('USDT')?.toFixed()).toBe('10000');
    expect(vm.available('NADI')?.toFixed()).toBe('100000');
    expect(api.callsOf('orders')).toEqual([['current', { page: 1, pageSize: 10 }, 'NADI-USDT']]);
  });

  it('subscribes once through StrictMode’s attach, detach, attach, and holds no stream while hidden', async () => {
    const { socket, vm } = setup();
    vm.attach({ active: true });
    vm.detach();
    vm.attach({ active: true });
    expect(socket.subscriptions.size).toBe(2);
    vm.attach({ active: false });
    expect(socket.subscriptions.size).toBe(0);
    vm.attach({ active: true });
    expect(socket.subscriptions.size).toBe(2);
    await settle();
  });

  it('goes to the closed screen when the pairs call does not list the pair', async () => {
    const { vm } = setup((api) => {
      api.pairList = [];
    });
    vm.attach({ active: true });
    expect(vm.closed).toBe(false);
    await settle();
    expect(vm.closed).toBe(true);
  });

  it('a failed pairs call is a failure to retry, not a closed market', async () => {
    const { api, vm } = setup((a) => {
      a.failWith.pairs = new AppError('network');
    });
    vm.attach({ active: true });
    await settle();
    expect(vm.closed).toBe(false);
    expect(vm.pair.failedEmpty).toBe(true);
    delete api.failWith.pairs;
    await vm.reload();
    expect(vm.tradePair).not.toBeNull();
  });

  it('fills the empty limit price with the first live price, once', async () => {
    const { socket, vm } = setup();
    vm.attach({ active: true });
    await settle();
    socket.emit(tickerOf('0.0825'));
    expect(vm.form.price).toBe('0.08250');
    socket.emit(tickerOf('0.0831'));
    expect(vm.form.price).toBe('0.08250');
  });
});

describe('TradeVm: orders', () => {
  it('gives the form the balances and best prices', async () => {
    const { socket, vm } = setup();
    vm.attach({ active: true });
    socket.setState('connected');
    socket.emit(snapshotA(1, [['0.0824', '10']], [['0.0826', '10']]));
    await settle();
    vm.form.setType('market');
    vm.form.setAmount('8.26');
    expect(vm.form.ticket?.quantity?.toFixed()).toBe('100');
    vm.form.setSide('sell');
    vm.form.setQuantity('100');
    expect(vm.form.ticket?.total?.toFixed()).toBe('8.24');
  });

  it('places an order, then reloads the open orders and the balances', async () => {
    const { api, vm } = setup();
    vm.attach({ active: true });
    await settle();
    vm.form.setPrice('0.05');
    vm.form.setQuantity('100');
    const placed = await vm.form.submit();
    await settle();
    expect(placed?.price?.toFixed()).toBe('0.05');
    expect(vm.openOrders.items.map((o) => o.id)).toEqual([placed?.id]);
    expect(api.callsOf('account').length).toBe(2);
  });

  it('reloads open orders and balances on an order update from the socket', async () => {
    const { socket, api, vm } = setup();
    vm.attach({ active: true });
    await settle();
    const before = { orders: api.callsOf('orders').length, account: api.callsOf('account').length };
    api.orderLists.current = [sampleOrder({ id: 'x' })];
    socket.emit(orderUpdateOf(sampleOrder({ id: 'x' })));
    await settle();
    expect(api.callsOf('orders').length).toBe(before.orders + 1);
    expect(api.callsOf('account').length).toBe(before.account + 1);
    expect(vm.openOrders.items.map((o) => o.id)).toEqual(['x']);
  });

  it('coalesces a burst of order updates into at most two reloads', async () => {
    const { socket, api, vm } = setup();
    vm.attach({ active: true });
    await settle();
    const before = api.callsOf('account').length;
    for (let i = 0; i < 10; i++) socket.emit(orderUpdateOf(sampleOrder({ status: 'partiallyFilled' })));
    await settle();
    await settle();
    expect(api.callsOf('account').length - before).toBeLessThanOrEqual(2);
  });

  it('cancels an open order and reloads; a refusal is kept to show', async () => {
    const { api, vm } = setup((a) => {
      a.orderLists.current = [sampleOrder({ id: 'o9' })];
    });
    vm.attach({ active: true });
    await settle();
    const done = vm.cancel('o9');
    expect(vm.cancelling).toBe('o9');
    expect(await done).toBe(true);
    await settle();
    expect(vm.openOrders.items).toEqual([]);
    expect(api.orderLists.history[0]?.status).toBe('cancelled');
    expect(await vm.cancel('o9')).toBe(false);
    expect(vm.cancelFailure).toMatchObject({ kind: 'server-exception', detail: { code: 4102 } });
  });

  it('keeps the form’s texts and the refusal when placing fails', async () => {
    const { api, vm } = setup();
    vm.attach({ active: true });
    await settle();
    api.failWith.placeOrder = new AppError('server-exception', { code: 4101 });
    vm.form.setPrice('0.05');
    vm.form.setQuantity('100');
    expect(await vm.form.submit()).toBeNull();
    expect(vm.form.quantity).toBe('100');
    expect(vm.form.failure).toMatchObject({ detail: { code: 4101 } });
    expect(vm.form.placing).toBe(false);
  });

  it('has no ticket until the pair and the account have loaded', () => {
    const { vm } = setup();
    expect(vm.form.ticket).toBeNull();
    expect(vm.form.canSubmit).toBe(false);
    expect(vm.available('USDT')).toBeNull();
    expect(samplePair().minNotional.eq(d('1'))).toBe(true);
  });
});
