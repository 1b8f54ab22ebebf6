import { comingSoon, type RouteSpec } from '../../app/route-spec';

/** Cars: not built yet. */
export const carRoutes: readonly RouteSpec[] = [
  comingSoon('/cars', 'route.cars', { parent: '/index' }),
  comingSoon('/apply', 'route.carApply', { parent: '/cars' }),
  comingSoon('/car/carRelease', 'route.carRelease', { parent: '/cars' }),
];
