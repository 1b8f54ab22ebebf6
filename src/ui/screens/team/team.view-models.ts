import type { ViewModelsOf } from '../../app/route-spec';

/**
 * The view-models each team part resolves (sheets included), by route path, for the wiring test. The app
 * never imports this file, so neither these lists nor their imports reach the app's chunks.
 */
export const teamViewModels: ViewModelsOf = {
  '/user': () => import('./team.vm').then((m) => [m.TeamVm]),
};
