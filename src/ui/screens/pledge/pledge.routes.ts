import type { RouteSpec } from '../../app/route-spec';

/**
 * Savings (pledge): the joint and node products with "my savings", a product with its amount, preview and
 * release calendar, and a position's release and income records with its redemption.
 */
export const pledgeRoutes: readonly RouteSpec[] = [
  {
    path: '/pledge',
    title: 'route.pledge',
    parent: '/index',
    features: ['pledge'],
    load: () => import('./pledge-list.screen'),
  },
  {
    path: '/pledge/detail/:id',
    title: 'route.pledgeDetail',
    parent: '/pledge',
    features: ['pledge'],
    load: () => import('./pledge-detail.screen'),
  },
  {
    path: '/pledge/releaseLog/:id',
    title: 'route.pledgeReleaseLog',
    parent: '/pledge',
    features: ['pledge'],
    load: () => import('./pledge-release-log.screen'),
  },
];
