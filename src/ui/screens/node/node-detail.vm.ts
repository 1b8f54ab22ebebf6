import type Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { BuyNodeUseCase, type NodePurchaseRefusal } from '../../../application/node/buy-node.use-case';
import { GetNodeUseCase, type NodeDetail } from '../../../application/node/get-node.use-case';
import { Clock } from '../../../application/shared/clock.port';
import {
  checkNodePurchase,
  nodeReturnDate,
  nodeTotalIncome,
  nodeTotalReturn,
} from '../../../domain/node/node-math';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';
import { OrderFlow } from '../orders/order-flow';

export interface NodeDetailParams {
  /** The tier's id from the route; null when the route's id is not a number. */
  readonly id: number | null;
  readonly active: boolean;
}

/** Staking the node's amount for its days, bought now. */
export interface StakePlan {
  readonly returnDate: Date;
  readonly income: Decimal;
  readonly totalReturn: Decimal;
}

/**
 * One node tier (`/node/detail/{id}`): its numbers, the stake plan (the return date and amount if bought
 * now), and Buy, which makes a pre-order and then offers to pay it now or keep browsing. A tier that is
 * sold out or at the user's limit says so instead of offering Buy; an unpaid order already open for the
 * tier is paid rather than ordered again.
 */
@injectable()
export class NodeDetailVm implements ViewModel<NodeDetailParams> {
  readonly detail: Loadable<NodeDetail>;
  readonly flow: OrderFlow;
  id: number | null = null;
  buying = false;
  refusal: NodePurchaseRefusal | null = null;
  buyError: unknown = null;
  /** When the page was last opened: the stake plan counts from it. */
  openedAt: number;
  private readonly visit = new Visit();

  constructor(
    @inject(GetNodeUseCase) private readonly getNode: GetNodeUseCase,
    @inject(BuyNodeUseCase) private readonly buyNode: BuyNodeUseCase,
    @inject(Clock) private readonly clock: Clock,
  ) {
    this.detail = new Loadable(() => this.getNode.execute(this.id ?? 0));
    this.flow = new OrderFlow(() => void this.reload());
    this.openedAt = clock.now();
    makeAutoObservable<this, 'getNode' | 'buyNode' | 'clock' | 'visit'>(
      this,
      { detail: false, flow: false, getNode: false, buyNode: false, clock: false, visit: false },
      { autoBind: true },
    );
  }

  attach({ id, active }: NodeDetailParams): void {
    this.id = id;
    if (this.visit.attach(active, id) && id !== null) void this.reload();
  }

  detach(): void {}

  get missingId(): boolean {
    return this.id === null;
  }

  get firstLoad(): boolean {
    return this.id !== null && this.detail.data === null && this.detail.error === null;
  }

  get loadFailure(): unknown {
    return this.detail.failedEmpty ? this.detail.error : null;
  }

  /** Why Buy is not offered: sold out or the user's limit (checked by the domain). */
  get blocked(): NodePurchaseRefusal | null {
    const node = this.detail.data?.node;
    if (!node) return null;
    const check = checkNodePurchase(node);
    return check.ok ? null : check.error;
  }

  get plan(): StakePlan | null {
    const node = this.detail.data?.node;
    if (!node) return null;
    return {
      returnDate: nodeReturnDate(new Date(this.openedAt), node.days),
      income: nodeTotalIncome(node.amount, node.machineRate, node.days),
      totalReturn: nodeTotalReturn(node.amount, node.machineRate, node.days),
    };
  }

  async reload(): Promise<void> {
    this.openedAt = this.clock.now();
    await this.detail.load();
  }

  /**
   * Buy: an open unpaid order for the tier goes straight to payment; otherwise a pre-order is made and
   * the popup offers to pay it now. A second tap while one is under way does nothing.
   */
  async buy(): Promise<void> {
    const detail = this.detail.data;
    if (!detail || this.buying) return;
    this.refusal = null;
    this.buyError = null;
    if (detail.openOrder) {
      this.flow.pay(detail.openOrder.id);
      return;
    }
    this.buying = true;
    try {
      const result = await this.buyNode.execute(detail.node);
      runInAction(() => {
        if (result.ok) this.flow.offer(result.value);
        else this.refusal = result.error;
      });
    } catch (error) {
      runInAction(() => (this.buyError = error));
    } finally {
      runInAction(() => (this.buying = false));
    }
  }
}
