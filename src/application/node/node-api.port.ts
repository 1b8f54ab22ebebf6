import type { Node } from '../../domain/node/node';
import type { NodeProgramme } from '../../domain/node/node-programme';
import type { Order } from '../../domain/orders/order';

/** Super-miner node calls (`node/*`); every method fails with an AppError of an API kind. */
export const NodeApi = Symbol.for('NodeApi');
export interface NodeApi {
  /** What every node brings: airdrop multiple, dividends, agent rights, sale end (`node/config`). */
  programme(): Promise<NodeProgramme>;
  /** The tiers on sale with what the user holds (`node/list`, proposed). */
  list(): Promise<readonly Node[]>;
  /** One tier (`node/detail`, proposed). */
  detail(id: number): Promise<Node>;
  /** The user's unpaid order for the tier, or null (`node/getOrder`). */
  openOrder(nodeId: number): Promise<Order | null>;
}
