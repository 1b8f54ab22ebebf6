import type { RouteSpec } from '../../app/route-spec';

/** Mining: the mining tab, its destroy list and its power log. */
export const miningRoutes: readonly RouteSpec[] = [
  {
    path: '/ming',
    title: 'route.mining',
    tab: 'main',
    features: ['commerce'],
    load: () => import('./mining.screen'),
  },
  {
    path: '/destoryList',
    title: 'route.destroyList',
    parent: '/ming',
    features: ['commerce'],
    load: () => import('./destroy-list.screen'),
  },
  {
    path: '/mingLog',
    title: 'route.miningLog',
    parent: '/ming',
    features: ['commerce'],
    load: () => import('./power-log.screen'),
  },
];
