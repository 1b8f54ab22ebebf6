import type { ViewModelsOf } from '../../app/route-spec';

/**
 * The view-models each car part resolves (sheets included), by route path, for the wiring test. The app
 * never imports this file, so neither these lists nor their imports reach the app's chunks.
 */
export const carViewModels: ViewModelsOf = {
  '/cars': () => import('./cars.vm').then((m) => [m.CarsVm]),
  '/apply': () => import('./car-apply.vm').then((m) => [m.CarApplyVm]),
  '/car/carRelease': () => import('./car-releases.vm').then((m) => [m.CarReleasesVm]),
};
