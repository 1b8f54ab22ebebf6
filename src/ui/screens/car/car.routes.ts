import type { RouteSpec } from '../../app/route-spec';

/** Cars: the cars with the user's applications, applying for one (application only), release records. */
export const carRoutes: readonly RouteSpec[] = [
  {
    path: '/cars',
    title: 'route.cars',
    parent: '/index',
    features: ['car'],
    load: () => import('./cars.screen'),
    viewModels: () => import('./cars.vm').then((m) => [m.CarsVm]),
  },
  {
    path: '/apply',
    title: 'route.carApply',
    parent: '/cars',
    features: ['car'],
    load: () => import('./car-apply.screen'),
    viewModels: () => import('./car-apply.vm').then((m) => [m.CarApplyVm]),
  },
  {
    path: '/car/carRelease',
    title: 'route.carRelease',
    parent: '/cars',
    features: ['car'],
    load: () => import('./car-releases.screen'),
    viewModels: () => import('./car-releases.vm').then((m) => [m.CarReleasesVm]),
  },
];
