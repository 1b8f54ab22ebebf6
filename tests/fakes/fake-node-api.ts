import Decimal from 'decimal.js';
import type { NodeApi } from '../../src/application/node/node-api.port';
import type { Node } from '../../src/domain/node/node';
import type { NodeProgramme } from '../../src/domain/node/node-programme';
import type { Order } from '../../src/domain/orders/order';
import { Gate } from './gate';
import { T0 } from './sample-time';

const d = (value: string | number) => new Decimal(value);

export const sampleNode = (fields: Partial<Node> = {}): Node => ({
  id: 1,
  type: 'elite',
  levelId: 3,
  amount: d(500),
  days: 180,
  totalQuota: 1000,
  sold: 612,
  limitCount: 1,
  purchasedCount: 0,
  purchased: false,
  withdrawRate: d('0.05'),
  machineRate: d('0.003'),
  powerGifted: d(500),
  ...fields,
});

export const sampleProgramme = (fields: Partial<NodeProgramme> = {}): NodeProgramme => ({
  airdropMultiple: d(2),
  dividends: true,
  agentRights: true,
  saleEndsAt: new Date(T0 + 12 * 86_400_000),
  ...fields,
});

/**
 * NodeApi with two nodes (an elite and a core) and the programme: answers what it was given, records
 * calls, fails a method with `failWith`, and `hold()` keeps every call waiting until released.
 */
export class FakeNodeApi implements NodeApi {
  nodes: Node[] = [
    sampleNode(),
    sampleNode({ id: 2, type: 'core', amount: d(2000), limitCount: 2, sold: 143, totalQuota: 300 }),
  ];
  programmeValue = sampleProgramme();
  openOrders = new Map<number, Order>();
  failWith: Partial<Record<keyof NodeApi, unknown>> = {};
  readonly calls: string[] = [];
  private readonly gate = new Gate();

  /** Keeps every call waiting until the returned release is called. */
  hold(): () => void {
    return this.gate.hold();
  }

  private async step(name: keyof NodeApi): Promise<void> {
    this.calls.push(name);
    await this.gate.pass();
    if (this.failWith[name]) throw this.failWith[name];
  }

  async programme(): Promise<NodeProgramme> {
    await this.step('programme');
    return this.programmeValue;
  }
  async list(): Promise<readonly Node[]> {
    await this.step('list');
    return this.nodes;
  }
  async detail(id: number): Promise<Node> {
    await this.step('detail');
    const node = this.nodes.find((n) => n.id === id);
    if (!node) throw new Error(`no node ${id}`);
    return node;
  }
  async openOrder(nodeId: number): Promise<Order | null> {
    await this.step('openOrder');
    return this.openOrders.get(nodeId) ?? null;
  }
}
