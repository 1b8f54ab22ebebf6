import { comingSoon, type RouteSpec } from '../../app/route-spec';

/** Funds (the in-app money: assets, deposit, withdraw, transfer): not built yet. */
export const fundsRoutes: readonly RouteSpec[] = [
  comingSoon('/wallet', 'route.wallet', { tab: 'main' }),
  comingSoon('/wallet/moneyLog', 'route.moneyLog', { parent: '/wallet' }),
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
