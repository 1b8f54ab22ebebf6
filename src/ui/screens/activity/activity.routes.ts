import type { RouteSpec } from '../../app/route-spec';

/** Activities: the list, one activity (`latest`: the current one) and its day and total rankings. */
export const activityRoutes: readonly RouteSpec[] = [
  {
    path: '/activity',
    title: 'route.activity',
    parent: '/index',
    features: ['activity'],
    load: () => import('./activity-list.screen'),
    viewModels: () => import('./activity-list.vm').then((m) => [m.ActivityListVm]),
  },
  {
    path: '/activity/detail/:id',
    title: 'route.activityDetail',
    parent: '/activity',
    features: ['activity'],
    load: () => import('./activity-detail.screen'),
    viewModels: () => import('./activity-detail.vm').then((m) => [m.ActivityDetailVm]),
  },
  {
    path: '/activity/rank/:id',
    title: 'route.activityRank',
    parent: '/activity',
    features: ['activity'],
    load: () => import('./ranking.screen'),
    viewModels: () => import('./ranking.vm').then((m) => [m.RankingVm]),
  },
];
