import { inject, injectable } from 'inversify';
import type { Node } from '../../domain/node/node';
import type { NodeProgramme } from '../../domain/node/node-programme';
import type { Order } from '../../domain/orders/order';
import { NodeApi } from './node-api.port';

export interface NodeDetail {
  readonly node: Node;
  readonly programme: NodeProgramme;
  /** The user's unpaid order for this tier, to pay instead of ordering again. */
  readonly openOrder: Order | null;
}

/** One node tier with the programme and the user's open order for it. Fails with the API's AppError. */
@injectable()
export class GetNodeUseCase {
  constructor(@inject(NodeApi) private readonly nodes: NodeApi) {}

  async execute(id: number): Promise<NodeDetail> {
    const [node, programme, openOrder] = await Promise.all([
      this.nodes.detail(id),
      this.nodes.programme(),
      this.nodes.openOrder(id),
    ]);
    return { node, programme, openOrder };
  }
}
