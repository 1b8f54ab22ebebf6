import { describe, expect, it } from 'vitest';
import { FakeNodeApi, sampleNode } from '../../../tests/fakes/fake-node-api';
import { FakeOrdersApi, sampleOrder } from '../../../tests/fakes/fake-orders-api';
import { AppError } from '../../domain/shared/app-error';
import { BuyNodeUseCase } from './buy-node.use-case';
import { GetNodeUseCase } from './get-node.use-case';
import { ListNodesUseCase } from './list-nodes.use-case';

describe('ListNodesUseCase', () => {
  it('answers the tiers with the programme', async () => {
    const api = new FakeNodeApi();
    const sale = await new ListNodesUseCase(api).execute();
    expect(sale.nodes.map((n) => n.type)).toEqual(['elite', 'core']);
    expect(sale.programme.airdropMultiple.toFixed()).toBe('2');
  });

  it('fails with the API error', async () => {
    const api = new FakeNodeApi();
    api.failWith.programme = new AppError('network');
    await expect(new ListNodesUseCase(api).execute()).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('GetNodeUseCase', () => {
  it('answers one tier with the programme and the open order', async () => {
    const api = new FakeNodeApi();
    api.openOrders.set(2, sampleOrder({ id: 9, goodsId: 2 }));
    const detail = await new GetNodeUseCase(api).execute(2);
    expect(detail.node.type).toBe('core');
    expect(detail.openOrder?.id).toBe(9);
    expect((await new GetNodeUseCase(api).execute(1)).openOrder).toBeNull();
  });
});

describe('BuyNodeUseCase', () => {
  it('makes a pre-order of one node of the tier', async () => {
    const orders = new FakeOrdersApi();
    const result = await new BuyNodeUseCase(orders).execute(sampleNode({ id: 2 }));
    expect(result.ok).toBe(true);
    expect(orders.created).toEqual([{ type: 'buyNode', goodsId: 2, num: 1 }]);
  });

  it.each([
    [{ sold: 1000 }, { kind: 'sold-out' }],
    [{ purchasedCount: 1 }, { kind: 'limit-reached', limit: 1 }],
  ])('refuses %o without a call: %o', async (fields, error) => {
    const orders = new FakeOrdersApi();
    expect(await new BuyNodeUseCase(orders).execute(sampleNode(fields))).toEqual({ ok: false, error });
    expect(orders.created).toEqual([]);
  });

  it.each([
    ['sold-out', { kind: 'sold-out' }],
    ['limit-reached', { kind: 'limit-reached', limit: 1 }],
  ] as const)('turns the server refusing %s into the same refusal', async (reason, error) => {
    const orders = new FakeOrdersApi();
    orders.refuse.create = reason;
    expect(await new BuyNodeUseCase(orders).execute(sampleNode())).toEqual({ ok: false, error });
  });

  it('lets other failures through', async () => {
    const orders = new FakeOrdersApi();
    orders.refuse.create = 'goods-not-found';
    await expect(new BuyNodeUseCase(orders).execute(sampleNode())).rejects.toMatchObject({
      reason: 'goods-not-found',
    });
    orders.refuse = {};
    orders.failWith.create = new AppError('timeout');
    await expect(new BuyNodeUseCase(orders).execute(sampleNode())).rejects.toMatchObject({ kind: 'timeout' });
  });
});
