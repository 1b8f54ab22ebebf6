import { inject, injectable } from 'inversify';
import type { Node } from '../../domain/node/node';
import type { NodeProgramme } from '../../domain/node/node-programme';
import { NodeApi } from './node-api.port';

export interface NodeSale {
  readonly programme: NodeProgramme;
  readonly nodes: readonly Node[];
}

/** The node tiers on sale and what every node brings, loaded together. Fails with the API's AppError. */
@injectable()
export class ListNodesUseCase {
  constructor(@inject(NodeApi) private readonly nodes: NodeApi) {}

  async execute(): Promise<NodeSale> {
    const [programme, nodes] = await Promise.all([this.nodes.programme(), this.nodes.list()]);
    return { programme, nodes };
  }
}
