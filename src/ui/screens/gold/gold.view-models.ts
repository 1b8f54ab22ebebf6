import type { ViewModelsOf } from '../../app/route-spec';

/**
 * The view-models each gold part resolves (sheets included), by route path, for the wiring test. The app
 * never imports this file, so neither these lists nor their imports reach the app's chunks.
 */
export const goldViewModels: ViewModelsOf = {
  '/shop': () => import('./gold-shop.vm').then((m) => [m.GoldShopVm]),
  '/shop/detail/:id': () => import('./gold-detail.vm').then((m) => [m.GoldDetailVm]),
  '/shop/orderConfirm': () =>
    Promise.all([import('./gold-confirm.vm'), import('../payment/payment-sheet.vm')]).then(
      ([confirm, sheet]) => [confirm.GoldConfirmVm, sheet.PaymentSheetVm],
    ),
  '/shop/orderList': () => import('./gold-orders.vm').then((m) => [m.GoldOrdersVm]),
  '/shop/orderRelease': () => import('./gold-releases.vm').then((m) => [m.GoldReleasesVm]),
};
