import type { ViewModelsOf } from '../../app/route-spec';

/**
 * The view-models each orders part resolves (sheets included), by route path, for the wiring test. The app
 * never imports this file, so neither these lists nor their imports reach the app's chunks.
 */
export const ordersViewModels: ViewModelsOf = {
  '/orders': () =>
    Promise.all([import('./orders.vm'), import('../payment/payment-sheet.vm')]).then(([orders, sheet]) => [
      orders.OrdersVm,
      sheet.PaymentSheetVm,
    ]),
  /** The shell's unpaid-order reminder (`unpaidReminderPart`). */
  unpaidReminder: () => import('./unpaid-reminder.vm').then((m) => [m.UnpaidReminderVm]),
};
