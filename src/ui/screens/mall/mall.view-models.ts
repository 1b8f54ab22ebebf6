import type { ViewModelsOf } from '../../app/route-spec';

/**
 * The view-models each mall part resolves (sheets included), by route path, for the wiring test. The app
 * never imports this file, so neither these lists nor their imports reach the app's chunks.
 */
export const mallViewModels: ViewModelsOf = {
  '/mall': () => import('./mall-goods.vm').then((m) => [m.MallGoodsVm]),
  '/mall/detail/:id': () => import('./goods-detail.vm').then((m) => [m.GoodsDetailVm]),
  '/mall/orderConfirm': () =>
    Promise.all([import('./order-confirm.vm'), import('../payment/payment-sheet.vm')]).then(
      ([confirm, sheet]) => [confirm.OrderConfirmVm, sheet.PaymentSheetVm],
    ),
  '/mall/orderList': () =>
    Promise.all([import('./mall-orders.vm'), import('../payment/payment-sheet.vm')]).then(
      ([orders, sheet]) => [orders.MallOrdersVm, sheet.PaymentSheetVm],
    ),
  '/mall/orderDetail': () =>
    Promise.all([import('./mall-order-detail.vm'), import('../payment/payment-sheet.vm')]).then(
      ([detail, sheet]) => [detail.MallOrderDetailVm, sheet.PaymentSheetVm],
    ),
};
