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
    viewModels: () => import('./pledge-list.vm').then((m) => [m.PledgeListVm]),
  },
  {
    path: '/pledge/detail/:id',
    title: 'route.pledgeDetail',
    parent: '/pledge',
    features: ['pledge'],
    load: () => import('./pledge-detail.screen'),
    viewModels: () => import('./pledge-detail.vm').then((m) => [m.PledgeDetailVm]),
  },
  {
    path: '/pledge/releaseLog/:id',
    title: 'route.pledgeReleaseLog',
    parent: '/pledge',
    features: ['pledge'],
    load: () => import('./pledge-release-log.screen'),
    viewModels: () => import('./pledge-release-log.vm').then((m) => [m.PledgeReleaseLogVm]),
  },
];
