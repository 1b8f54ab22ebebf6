import type { RouteSpec } from '../../app/route-spec';

/** Activities: the list, one activity (`latest`: the current one) and its day and total rankings. */
export const activityRoutes: readonly RouteSpec[] = [
  {
    path: '/activity',
    title: 'route.activity',
    parent: '/index',
    features: ['activity'],
    load: () => import('./activity-list.screen'),
  },
  {
    path: '/activity/detail/:id',
    title: 'route.activityDetail',
    parent: '/activity',
    features: ['activity'],
    load: () => import('./activity-detail.screen'),
  },
  {
    path: '/activity/rank/:id',
    title: 'route.activityRank',
    parent: '/activity',
    features: ['activity'],
    load: () => import('./ranking.screen'),
  },
];
