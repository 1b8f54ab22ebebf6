import { describe, expect, it } from 'vitest';
import { FakeTradeApi, sampleOrder } from '../../../../tests/fakes/fake-trade-api';
import { FakeMarketSocket, orderUpdateOf } from '../../../../tests/fakes/fake-trade-socket';
import { settle } from '../../../../tests/support/settle';
import { OrderListVm } from './order-list.vm';

function setup() {
  const socket = new FakeMarketSocket();
  const api = new FakeTradeApi();
  api.orderLists.current = [sampleOrder({ id: 'a' }), sampleOrder({ id: 'b' })];
  api.orderLists.history = [sampleOrder({ id: 'h', status: 'filled' })];
  api.orderLists.success = [sampleOrder({ id: 'h', status: 'filled' })];
  const vm = new OrderListVm(api, socket);
  return { socket, api, vm };
}

const ids = (vm: OrderListVm) => vm.list.items.map((o) => o.id);
const listCalls = (api: FakeTradeApi) => api.callsOf('orders').map(([list]) => list);

describe('OrderListVm', () => {
  it('shows current orders first and the other tabs when chosen', async () => {
    const { api, vm } = setup();
    vm.attach({ active: true });
    await settle();
    expect(ids(vm)).toEqual(['a', 'b']);
    vm.setTab('history');
    await settle();
    expect(ids(vm)).toEqual(['h']);
    vm.setTab('success');
    await settle();
    expect(ids(vm)).toEqual(['h']);
    expect(listCalls(api)).toEqual(['current', 'history', 'success']);
  });

  it('reloads the lists an order update names, among those loaded', async () => {
    const { socket, api, vm } = setup();
    vm.attach({ active: true });
    await settle();
    vm.setTab('history');
    await settle();
    api.calls.length = 0;
    socket.emit(orderUpdateOf(sampleOrder({ id: 'a', status: 'filled' })));
    await settle();
    // current and history are loaded; success (named too) is not yet, so it loads when shown.
    expect(listCalls(api).sort()).toEqual(['current', 'history']);
  });

  it('listens only while on screen', async () => {
    const { socket, vm } = setup();
    vm.attach({ active: true });
    vm.detach();
    vm.attach({ active: true });
    expect(socket.streams).toEqual(['orders']);
    vm.attach({ active: false });
    expect(socket.streams).toEqual([]);
    await settle();
  });

  it('cancels an order (asked first by the screen) and it moves to history', async () => {
    const { vm } = setup();
    vm.attach({ active: true });
    await settle();
    expect(await vm.cancel('a')).toBe(true);
    await settle();
    expect(ids(vm)).toEqual(['b']);
    vm.setTab('history');
    await settle();
    expect(ids(vm)).toEqual(['a', 'h']);
    expect(vm.list.items[0]?.status).toBe('cancelled');
  });

  it('keeps a failed cancel to show, and the list', async () => {
    const { vm } = setup();
    vm.attach({ active: true });
    await settle();
    expect(await vm.cancel('nope')).toBe(false);
    expect(vm.cancelFailure).toMatchObject({ detail: { code: 4102 } });
    expect(ids(vm)).toEqual(['a', 'b']);
  });

  it('pages with load more', async () => {
    const { api, vm } = setup();
    api.orderLists.current = Array.from({ length: 15 }, (_, i) => sampleOrder({ id: `o${i}` }));
    vm.attach({ active: true });
    await settle();
    expect(vm.list.items).toHaveLength(10);
    expect(vm.list.hasMore).toBe(true);
    await vm.list.loadMore();
    expect(vm.list.items).toHaveLength(15);
    expect(vm.list.hasMore).toBe(false);
  });
});
