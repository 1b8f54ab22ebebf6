import type { ViewModelsOf } from '../../app/route-spec';

/**
 * The view-models each pledge part resolves (sheets included), by route path, for the wiring test. The app
 * never imports this file, so neither these lists nor their imports reach the app's chunks.
 */
export const pledgeViewModels: ViewModelsOf = {
  '/pledge': () => import('./pledge-list.vm').then((m) => [m.PledgeListVm]),
  '/pledge/detail/:id': () => import('./pledge-detail.vm').then((m) => [m.PledgeDetailVm]),
  '/pledge/releaseLog/:id': () => import('./pledge-release-log.vm').then((m) => [m.PledgeReleaseLogVm]),
};
