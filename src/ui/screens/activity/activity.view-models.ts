import type { ViewModelsOf } from '../../app/route-spec';

/**
 * The view-models each activity part resolves (sheets included), by route path, for the wiring test. The app
 * never imports this file, so neither these lists nor their imports reach the app's chunks.
 */
export const activityViewModels: ViewModelsOf = {
  '/activity': () => import('./activity-list.vm').then((m) => [m.ActivityListVm]),
  '/activity/detail/:id': () => import('./activity-detail.vm').then((m) => [m.ActivityDetailVm]),
  '/activity/rank/:id': () => import('./ranking.vm').then((m) => [m.RankingVm]),
};
