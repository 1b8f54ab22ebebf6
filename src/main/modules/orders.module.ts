import { ContainerModule } from 'inversify';
import { HttpOrdersApi } from '../../adapters/api/orders/http-orders-api.adapter';
import { CancelOrderUseCase } from '../../application/orders/cancel-order.use-case';
import { OrdersApi } from '../../application/orders/orders-api.port';
import { UnpaidOrdersUseCase } from '../../application/orders/unpaid-orders.use-case';
import { UnpaidReminderStore } from '../../application/orders/unpaid-reminder.store';
import { OrdersVm } from '../../ui/screens/orders/orders.vm';
import { UnpaidReminderVm } from '../../ui/screens/orders/unpaid-reminder.vm';

/**
 * Orders: the calls, the orders page and the shell's unpaid-order reminder. Nodes and mining place their
 * orders through it, so their buying screens load it too; paying is the payment module's.
 */
export const ordersModule = new ContainerModule(({ bind }) => {
  bind(OrdersApi).to(HttpOrdersApi).inSingletonScope();
  bind(CancelOrderUseCase).toSelf();
  bind(UnpaidOrdersUseCase).toSelf();
  // One for the app: the reminder's view-model comes and goes with the shell's frame, its memory does not.
  bind(UnpaidReminderStore).toSelf().inSingletonScope();
  bind(OrdersVm).toSelf();
  bind(UnpaidReminderVm).toSelf();
});
