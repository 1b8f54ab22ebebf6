import type { RouteSpec } from '../../app/route-spec';

/**
 * Funds (the in-app money): the assets page with its exchange, money log and income record, then deposit,
 * withdraw and transfer. The exchange and the income record have no route in the spec; they are
 * `/wallet/exchange` and `/wallet/income`, under the assets page.
 */
export const fundsRoutes: readonly RouteSpec[] = [
  {
    path: '/wallet',
    title: 'route.wallet',
    tab: 'main',
    features: ['funds'],
    load: () => import('./assets.screen'),
    viewModels: () => import('./assets.vm').then((m) => [m.AssetsVm]),
  },
  {
    path: '/wallet/moneyLog',
    title: 'route.moneyLog',
    parent: '/wallet',
    features: ['funds'],
    load: () => import('./money-log.screen'),
    viewModels: () => import('./money-log.vm').then((m) => [m.MoneyLogVm]),
  },
  {
    path: '/wallet/exchange',
    title: 'route.exchange',
    parent: '/wallet',
    features: ['funds'],
    load: () => import('./exchange.screen'),
    viewModels: () => import('./exchange.vm').then((m) => [m.ExchangeVm]),
  },
  {
    path: '/wallet/income',
    title: 'route.income',
    parent: '/wallet',
    features: ['funds'],
    load: () => import('./income.screen'),
    viewModels: () => import('./income.vm').then((m) => [m.IncomeVm]),
  },
  {
    path: '/recharge',
    title: 'route.recharge',
    parent: '/wallet',
    // "Send from my wallet" sends through the payment module's chain gateway.
    features: ['funds', 'payment'],
    load: () => import('./deposit.screen'),
    viewModels: () => import('./deposit.vm').then((m) => [m.DepositVm]),
  },
  {
    path: '/recharge/list',
    title: 'route.rechargeList',
    parent: '/recharge',
    features: ['funds'],
    load: () => import('./deposit-list.screen'),
    viewModels: () => import('./deposit-list.vm').then((m) => [m.DepositListVm]),
  },
  {
    path: '/withdraw',
    title: 'route.withdraw',
    parent: '/wallet',
    features: ['funds'],
    load: () => import('./withdraw.screen'),
    viewModels: () => import('./withdraw.vm').then((m) => [m.WithdrawVm]),
  },
  {
    path: '/withdraw/list',
    title: 'route.withdrawList',
    parent: '/withdraw',
    features: ['funds'],
    load: () => import('./withdraw-list.screen'),
    viewModels: () => import('./withdraw-list.vm').then((m) => [m.WithdrawListVm]),
  },
  {
    path: '/draw',
    title: 'route.transfer',
    parent: '/wallet',
    features: ['funds'],
    load: () => import('./transfer.screen'),
    viewModels: () => import('./transfer.vm').then((m) => [m.TransferVm]),
  },
  {
    path: '/draw/list',
    title: 'route.transferList',
    parent: '/draw',
    features: ['funds'],
    load: () => import('./transfer-list.screen'),
    viewModels: () => import('./transfer-list.vm').then((m) => [m.TransferListVm]),
  },
];
