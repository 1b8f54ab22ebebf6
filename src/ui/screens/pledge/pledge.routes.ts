import { comingSoon, type RouteSpec } from '../../app/route-spec';

/** Savings (pledge): not built yet. */
export const pledgeRoutes: readonly RouteSpec[] = [
  comingSoon('/pledge', 'route.pledge', { parent: '/index' }),
  comingSoon('/pledge/detail/:id', 'route.pledgeDetail', { parent: '/pledge' }),
  comingSoon('/pledge/releaseLog/:id', 'route.pledgeReleaseLog', { parent: '/pledge' }),
];
