import { comingSoon, type RouteSpec } from '../../app/route-spec';

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
  comingSoon('/recharge', 'route.recharge', { parent: '/wallet' }),
  comingSoon('/recharge/list', 'route.rechargeList', { parent: '/recharge' }),
  comingSoon('/withdraw', 'route.withdraw', { parent: '/wallet' }),
  comingSoon('/withdraw/list', 'route.withdrawList', { parent: '/withdraw' }),
  comingSoon('/draw', 'route.transfer', { parent: '/wallet' }),
  comingSoon('/draw/list', 'route.transferList', { parent: '/draw' }),
];
