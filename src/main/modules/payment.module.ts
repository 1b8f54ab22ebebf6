import { ContainerModule } from 'inversify';
import { HttpPaymentApi } from '../../adapters/api/payment/http-payment-api.adapter';
import { EthersChainGateway } from '../../adapters/chain/ethers-chain-gateway.adapter';
import { WebLocksOrderLock } from '../../adapters/payment/web-locks-order-lock.adapter';
import { PaymentOptionsUseCase } from '../../application/orders/payment-options.use-case';
import { ChainGateway } from '../../application/payment/chain-gateway.port';
import { OrderLock } from '../../application/payment/order-lock.port';
import { PaymentProgressStore } from '../../application/payment/payment.store';
import { PaymentApi } from '../../application/payment/payment-api.port';
import { PaymentEngine } from '../../application/payment/payment-engine';
import { PaymentSheetVm } from '../../ui/screens/payment/payment-sheet.vm';

/**
 * Paying an order: one engine and one progress store for the app, orders locked across tabs, the chain
 * behind a gateway that loads ethers on first use. The payment sheet (it lives with the orders screens)
 * and its options are bound here, so that the orders module stays light for the shell's reminder.
 */
export const paymentModule = new ContainerModule(({ bind }) => {
  bind(PaymentApi).to(HttpPaymentApi).inSingletonScope();
  bind(ChainGateway).to(EthersChainGateway).inSingletonScope();
  bind(OrderLock).to(WebLocksOrderLock).inSingletonScope();
  bind(PaymentProgressStore).toSelf().inSingletonScope();
  bind(PaymentEngine).toSelf().inSingletonScope();
  bind(PaymentOptionsUseCase).toSelf();
  bind(PaymentSheetVm).toSelf();
});
