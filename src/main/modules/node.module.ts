import { ContainerModule } from 'inversify';
import { HttpNodeApi } from '../../adapters/api/node/http-node-api.adapter';
import { BuyNodeUseCase } from '../../application/node/buy-node.use-case';
import { GetNodeUseCase } from '../../application/node/get-node.use-case';
import { ListNodesUseCase } from '../../application/node/list-nodes.use-case';
import { NodeApi } from '../../application/node/node-api.port';
import { NodeDetailVm } from '../../ui/screens/node/node-detail.vm';
import { NodeListVm } from '../../ui/screens/node/node-list.vm';

/** Nodes: the list and the detail; buying places an order (orders module), paid by the payment module. */
export const nodeModule = new ContainerModule(({ bind }) => {
  bind(NodeApi).to(HttpNodeApi).inSingletonScope();
  bind(ListNodesUseCase).toSelf();
  bind(GetNodeUseCase).toSelf();
  bind(BuyNodeUseCase).toSelf();
  bind(NodeListVm).toSelf();
  bind(NodeDetailVm).toSelf();
});
