import type { RouteSpec } from '../../app/route-spec';

/** Cars: the cars with the user's applications, applying for one (application only), release records. */
export const carRoutes: readonly RouteSpec[] = [
  {
    path: '/cars',
    title: 'route.cars',
    parent: '/index',
    features: ['car'],
    load: () => import('./cars.screen'),
  },
  {
    path: '/apply',
    title: 'route.carApply',
    parent: '/cars',
    features: ['car'],
    load: () => import('./car-apply.screen'),
  },
  {
    path: '/car/carRelease',
    title: 'route.carRelease',
    parent: '/cars',
    features: ['car'],
    load: () => import('./car-releases.screen'),
  },
];
