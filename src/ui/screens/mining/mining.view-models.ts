import type { ViewModelsOf } from '../../app/route-spec';

/**
 * The view-models each mining part resolves (sheets included), by route path, for the wiring test. The app
 * never imports this file, so neither these lists nor their imports reach the app's chunks.
 */
export const miningViewModels: ViewModelsOf = {
  '/ming': () =>
    Promise.all([
      import('./mining.vm'),
      import('./activation.vm'),
      import('../payment/payment-sheet.vm'),
    ]).then(([mining, activation, sheet]) => [
      mining.MiningVm,
      activation.ActivationVm,
      sheet.PaymentSheetVm,
    ]),
  '/destoryList': () => import('./destroy-list.vm').then((m) => [m.DestroyListVm]),
  '/mingLog': () => import('./power-log.vm').then((m) => [m.PowerLogVm]),
};
