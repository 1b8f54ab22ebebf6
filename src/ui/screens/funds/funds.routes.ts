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
  },
  {
    path: '/wallet/moneyLog',
    title: 'route.moneyLog',
    parent: '/wallet',
    features: ['funds'],
    load: () => import('./money-log.screen'),
  },
  {
    path: '/wallet/exchange',
    title: 'route.exchange',
    parent: '/wallet',
    features: ['funds'],
    load: () => import('./exchange.screen'),
  },
  {
    path: '/wallet/income',
    title: 'route.income',
    parent: '/wallet',
    features: ['funds'],
    load: () => import('./income.screen'),
  },
  {
    path: '/recharge',
    title: 'route.recharge',
    parent: '/wallet',
    // "Send from my wallet" sends through the payment module's chain gateway.
    features: ['funds', 'payment'],
    load: () => import('./deposit.screen'),
  },
  {
    path: '/recharge/list',
    title: 'route.rechargeList',
    parent: '/recharge',
    features: ['funds'],
    load: () => import('./deposit-list.screen'),
  },
  {
    path: '/withdraw',
    title: 'route.withdraw',
    parent: '/wallet',
    features: ['funds'],
    load: () => import('./withdraw.screen'),
  },
  {
    path: '/withdraw/list',
    title: 'route.withdrawList',
    parent: '/withdraw',
    features: ['funds'],
    load: () => import('./withdraw-list.screen'),
  },
  {
    path: '/draw',
    title: 'route.transfer',
    parent: '/wallet',
    features: ['funds'],
    load: () => import('./transfer.screen'),
  },
  {
    path: '/draw/list',
    title: 'route.transferList',
    parent: '/draw',
    features: ['funds'],
    load: () => import('./transfer-list.screen'),
  },
];
