import { ContainerModule } from 'inversify';
import { HttpMallApi } from '../../adapters/api/mall/http-mall-api.adapter';
import { ConfirmReceiptUseCase } from '../../application/mall/confirm-receipt.use-case';
import { MallApi } from '../../application/mall/mall-api.port';
import { GetCourierTraceUseCase } from '../../application/mall/mall-queries.use-case';
import { MallOrderDraftStore } from '../../application/mall/order-draft.store';
import { PlaceMallOrderUseCase } from '../../application/mall/place-mall-order.use-case';
import { GoodsDetailVm } from '../../ui/screens/mall/goods-detail.vm';
import { MallGoodsVm } from '../../ui/screens/mall/mall-goods.vm';
import { MallOrderDetailVm } from '../../ui/screens/mall/mall-order-detail.vm';
import { MallOrdersVm } from '../../ui/screens/mall/mall-orders.vm';
import { OrderConfirmVm } from '../../ui/screens/mall/order-confirm.vm';

/**
 * The mall: goods, order confirm, my orders and one order. Placing an order and cancelling one are the
 * orders module's calls, paying the payment module's, the addresses the eager address calls'; the screens
 * that need them load those modules too.
 */
export const mallModule = new ContainerModule(({ bind }) => {
  bind(MallApi).to(HttpMallApi).inSingletonScope();
  bind(GetCourierTraceUseCase).toSelf();
  bind(ConfirmReceiptUseCase).toSelf();
  bind(PlaceMallOrderUseCase).toSelf();
  bind(MallOrderDraftStore).toSelf();
  bind(MallGoodsVm).toSelf();
  bind(GoodsDetailVm).toSelf();
  bind(OrderConfirmVm).toSelf();
  bind(MallOrdersVm).toSelf();
  bind(MallOrderDetailVm).toSelf();
});
