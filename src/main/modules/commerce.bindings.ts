import { ContainerModule } from 'inversify';
import { HttpMiningApi } from '../../adapters/api/mining/http-mining-api.adapter';
import { HttpNodeApi } from '../../adapters/api/node/http-node-api.adapter';
import { HttpPaymentApi } from '../../adapters/api/payment/http-payment-api.adapter';
import { EthersChainGateway } from '../../adapters/chain/ethers-chain-gateway.adapter';
import { WebLocksOrderLock } from '../../adapters/payment/web-locks-order-lock.adapter';
import { MiningApi } from '../../application/mining/mining-api.port';
import { NodeApi } from '../../application/node/node-api.port';
import { ChainGateway } from '../../application/payment/chain-gateway.port';
import { OrderLock } from '../../application/payment/order-lock.port';
import { PaymentProgressStore } from '../../application/payment/payment.store';
import { PaymentApi } from '../../application/payment/payment-api.port';
import { PaymentEngine } from '../../application/payment/payment-engine';

/** Nodes, mining, orders and payment: one engine and one progress store; orders locked across tabs. */
export const commerceBindings = new ContainerModule(({ bind }) => {
  bind(NodeApi).to(HttpNodeApi).inSingletonScope();
  bind(MiningApi).to(HttpMiningApi).inSingletonScope();
  bind(ChainGateway).to(EthersChainGateway).inSingletonScope();
  bind(PaymentApi).to(HttpPaymentApi).inSingletonScope();
  bind(OrderLock).to(WebLocksOrderLock).inSingletonScope();
  bind(PaymentProgressStore).toSelf().inSingletonScope();
  bind(PaymentEngine).toSelf().inSingletonScope();
});
