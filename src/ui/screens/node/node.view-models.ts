import type { ViewModelsOf } from '../../app/route-spec';

/**
 * The view-models each node part resolves (sheets included), by route path, for the wiring test. The app
 * never imports this file, so neither these lists nor their imports reach the app's chunks.
 */
export const nodeViewModels: ViewModelsOf = {
  '/node': () => import('./node-list.vm').then((m) => [m.NodeListVm]),
  '/node/detail/:id': () =>
    Promise.all([import('./node-detail.vm'), import('../payment/payment-sheet.vm')]).then(([node, sheet]) => [
      node.NodeDetailVm,
      sheet.PaymentSheetVm,
    ]),
};
