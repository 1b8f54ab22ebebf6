import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { FakeNodeApi, sampleNode } from '../../../../tests/fakes/fake-node-api';
import { FakeOrdersApi, sampleOrder } from '../../../../tests/fakes/fake-orders-api';
import { T0 } from '../../../../tests/fakes/sample-time';
import { settle } from '../../../../tests/support/settle';
import { BuyNodeUseCase } from '../../../application/node/buy-node.use-case';
import { GetNodeUseCase } from '../../../application/node/get-node.use-case';
import { ListNodesUseCase } from '../../../application/node/list-nodes.use-case';
import { AppError } from '../../../domain/shared/app-error';
import { NodeDetailVm } from './node-detail.vm';
import { nodeFacts } from './node-facts';
import { NodeListVm } from './node-list.vm';

describe('NodeListVm', () => {
  it('loads on each new visit, keeping the cards while it reloads', async () => {
    const api = new FakeNodeApi();
    const vm = new NodeListVm(new ListNodesUseCase(api));
    expect(vm.firstLoad).toBe(true);
    vm.attach({ active: true });
    vm.attach({ active: true });
    await settle();
    expect(vm.nodes.map((n) => n.id)).toEqual([1, 2]);
    expect(vm.programme?.agentRights).toBe(true);
    expect(api.calls.filter((c) => c === 'list')).toHaveLength(1);
    vm.attach({ active: false });
    const release = api.hold();
    vm.attach({ active: true });
    expect(vm.firstLoad).toBe(false);
    expect(vm.nodes).toHaveLength(2);
    release();
    await settle();
    expect(api.calls.filter((c) => c === 'list')).toHaveLength(2);
    vm.detach();
  });

  it('shows a failed first load, and a failed reload beside the cards', async () => {
    const api = new FakeNodeApi();
    api.failWith.list = new AppError('network');
    const vm = new NodeListVm(new ListNodesUseCase(api));
    vm.attach({ active: true });
    await settle();
    expect(vm.loadFailure).toMatchObject({ kind: 'network' });
    expect(vm.nodes).toEqual([]);
    expect(vm.programme).toBeNull();
    delete api.failWith.list;
    await vm.reload();
    api.failWith.list = new AppError('timeout');
    await vm.reload();
    expect(vm.loadFailure).toBeNull();
    expect(vm.refreshFailure).toMatchObject({ kind: 'timeout' });
  });
});

function detailSetup() {
  const nodes = new FakeNodeApi();
  const orders = new FakeOrdersApi();
  const vm = new NodeDetailVm(new GetNodeUseCase(nodes), new BuyNodeUseCase(orders), { now: () => T0 });
  return { nodes, orders, vm };
}

describe('NodeDetailVm', () => {
  it('shows the tier and the stake plan counted from now', async () => {
    const { vm } = detailSetup();
    vm.attach({ id: 1, active: true });
    expect(vm.firstLoad).toBe(true);
    expect(vm.plan).toBeNull();
    await settle();
    expect(vm.detail.data?.node.id).toBe(1);
    expect(vm.plan).toEqual({
      returnDate: new Date(T0 + 180 * 86_400_000),
      income: new Decimal(270),
      totalReturn: new Decimal(770),
    });
    expect(vm.blocked).toBeNull();
  });

  it('says when there is no id, and loads another tier when the id changes', async () => {
    const { nodes, vm } = detailSetup();
    vm.attach({ id: null, active: true });
    expect(vm.missingId).toBe(true);
    expect(vm.firstLoad).toBe(false);
    expect(nodes.calls).toEqual([]);
    vm.attach({ id: 2, active: true });
    await settle();
    expect(vm.detail.data?.node.type).toBe('core');
  });

  it('buys: a pre-order, offered to pay now; paying and closing reloads the tier', async () => {
    const { nodes, orders, vm } = detailSetup();
    vm.attach({ id: 1, active: true });
    await settle();
    const release = orders.hold();
    const buying = vm.buy();
    expect(vm.buying).toBe(true);
    await vm.buy();
    release();
    await buying;
    expect(orders.created).toEqual([{ type: 'buyNode', goodsId: 1, num: 1 }]);
    expect(vm.flow.created?.id).toBe(100);
    vm.flow.payNow();
    expect(vm.flow.payingOrderId).toBe(100);
    const detailsBefore = nodes.calls.filter((c) => c === 'detail').length;
    vm.flow.closePayment();
    await settle();
    expect(nodes.calls.filter((c) => c === 'detail')).toHaveLength(detailsBefore + 1);
  });

  it('pays an order already open for the tier instead of ordering again', async () => {
    const { nodes, orders, vm } = detailSetup();
    nodes.openOrders.set(1, sampleOrder({ id: 42 }));
    vm.attach({ id: 1, active: true });
    await settle();
    await vm.buy();
    expect(orders.created).toEqual([]);
    expect(vm.flow.payingOrderId).toBe(42);
  });

  it('does not offer Buy for a sold-out tier or at the limit, and shows the server refusing', async () => {
    const { nodes, orders, vm } = detailSetup();
    nodes.nodes = [
      sampleNode({ sold: 1000 }),
      sampleNode({ id: 2, purchasedCount: 1 }),
      sampleNode({ id: 3 }),
    ];
    vm.attach({ id: 1, active: true });
    await settle();
    expect(vm.blocked).toEqual({ kind: 'sold-out' });
    vm.attach({ id: 2, active: true });
    await settle();
    expect(vm.blocked).toEqual({ kind: 'limit-reached', limit: 1 });
    vm.attach({ id: 3, active: true });
    await settle();
    orders.refuse.create = 'sold-out';
    await vm.buy();
    expect(vm.refusal).toEqual({ kind: 'sold-out' });
    orders.refuse = {};
    orders.failWith.create = new AppError('network');
    await vm.buy();
    expect(vm.refusal).toBeNull();
    expect(vm.buyError).toMatchObject({ kind: 'network' });
  });

  it('shows a failed load with nothing else', async () => {
    const { nodes, vm } = detailSetup();
    nodes.failWith.detail = new AppError('network');
    vm.attach({ id: 1, active: true });
    await settle();
    expect(vm.loadFailure).toMatchObject({ kind: 'network' });
    await vm.buy();
    expect(vm.buying).toBe(false);
    vm.detach();
  });
});

describe('nodeFacts', () => {
  it.each([
    [sampleNode(), 388, false, false, 0.388],
    [sampleNode({ sold: 1000 }), 0, true, false, 0],
    [sampleNode({ purchasedCount: 1 }), 388, false, true, 0.388],
    [sampleNode({ totalQuota: 0, sold: 0 }), 0, true, false, 0],
    [sampleNode({ sold: 1200 }), 0, true, false, 0],
  ])(
    '%#: left %d, sold out %s, limit %s, bar (left share) %d',
    (node, left, soldOut, limitReached, ratio) => {
      // The bar fills with the share its label counts ("388 of 1000 left"): what is left, not what is sold.
      expect(nodeFacts(node)).toMatchObject({ left, soldOut, limitReached, leftRatio: ratio });
    },
  );
});
