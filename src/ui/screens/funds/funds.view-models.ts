import type { ViewModelsOf } from '../../app/route-spec';

/**
 * The view-models each funds part resolves (sheets included), by route path, for the wiring test. The app
 * never imports this file, so neither these lists nor their imports reach the app's chunks.
 */
export const fundsViewModels: ViewModelsOf = {
  '/wallet': () => import('./assets.vm').then((m) => [m.AssetsVm]),
  '/wallet/moneyLog': () => import('./money-log.vm').then((m) => [m.MoneyLogVm]),
  '/wallet/exchange': () => import('./exchange.vm').then((m) => [m.ExchangeVm]),
  '/wallet/income': () => import('./income.vm').then((m) => [m.IncomeVm]),
  '/recharge': () => import('./deposit.vm').then((m) => [m.DepositVm]),
  '/recharge/list': () => import('./deposit-list.vm').then((m) => [m.DepositListVm]),
  '/withdraw': () => import('./withdraw.vm').then((m) => [m.WithdrawVm]),
  '/withdraw/list': () => import('./withdraw-list.vm').then((m) => [m.WithdrawListVm]),
  '/draw': () => import('./transfer.vm').then((m) => [m.TransferVm]),
  '/draw/list': () => import('./transfer-list.vm').then((m) => [m.TransferListVm]),
};
