import type { RouteSpec } from '../../app/route-spec';

/**
 * Mining: the mining tab, its destroy list and its power log. The tab starts destroy and union mining
 * (orders paid in the payment sheet); Buy on a device goes to the mall's order confirm page.
 */
export const miningRoutes: readonly RouteSpec[] = [
  {
    path: '/ming',
    title: 'route.mining',
    tab: 'main',
    features: ['mining', 'orders', 'payment'],
    load: () => import('./mining.screen'),
    viewModels: () =>
      Promise.all([
        import('./mining.vm'),
        import('./activation.vm'),
        import('../orders/payment-sheet.vm'),
      ]).then(([mining, activation, sheet]) => [
        mining.MiningVm,
        activation.ActivationVm,
        sheet.PaymentSheetVm,
      ]),
  },
  {
    path: '/destoryList',
    title: 'route.destroyList',
    parent: '/ming',
    features: ['mining'],
    load: () => import('./destroy-list.screen'),
    viewModels: () => import('./destroy-list.vm').then((m) => [m.DestroyListVm]),
  },
  {
    path: '/mingLog',
    title: 'route.miningLog',
    parent: '/ming',
    features: ['mining'],
    load: () => import('./power-log.screen'),
    viewModels: () => import('./power-log.vm').then((m) => [m.PowerLogVm]),
  },
];
