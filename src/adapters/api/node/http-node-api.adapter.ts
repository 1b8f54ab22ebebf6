import { inject, injectable } from 'inversify';
import type { NodeApi } from '../../../application/node/node-api.port';
import type { Node } from '../../../domain/node/node';
import type { NodeProgramme } from '../../../domain/node/node-programme';
import type { Order } from '../../../domain/orders/order';
import { nodeConfig, nodeDetail, nodeGetOrder, nodeList } from '../catalogue/node.schema';
import { HttpClient } from '../http-client';
import { toOrder } from '../orders/order.mapper';
import { toNode, toNodeProgramme } from './node.mapper';

/** Super-miner node calls over HTTP. */
@injectable()
export class HttpNodeApi implements NodeApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async programme(): Promise<NodeProgramme> {
    return toNodeProgramme(await this.http.call(nodeConfig, {}));
  }

  async list(): Promise<readonly Node[]> {
    return (await this.http.call(nodeList, {})).map(toNode);
  }

  async detail(id: number): Promise<Node> {
    return toNode(await this.http.call(nodeDetail, { id }));
  }

  async openOrder(nodeId: number): Promise<Order | null> {
    const wire = await this.http.call(nodeGetOrder, { node_id: nodeId });
    return wire === null ? null : toOrder(wire);
  }
}
