import { comingSoon, type RouteSpec } from '../../app/route-spec';

/** Activities: not built yet. */
export const activityRoutes: readonly RouteSpec[] = [
  comingSoon('/activity', 'route.activity', { parent: '/index' }),
  comingSoon('/activity/detail/:id', 'route.activityDetail', { parent: '/activity' }),
  comingSoon('/activity/rank/:id', 'route.activityRank', { parent: '/activity' }),
];
