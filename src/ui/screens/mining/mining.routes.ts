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
  },
  {
    path: '/destoryList',
    title: 'route.destroyList',
    parent: '/ming',
    features: ['mining'],
    load: () => import('./destroy-list.screen'),
  },
  {
    path: '/mingLog',
    title: 'route.miningLog',
    parent: '/ming',
    features: ['mining'],
    load: () => import('./power-log.screen'),
  },
];
