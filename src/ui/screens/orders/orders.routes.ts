import type { RouteSpec } from '../../app/route-spec';

/** Orders to pay. */
export const ordersRoutes: readonly RouteSpec[] = [
  {
    path: '/orders',
    title: 'route.orders',
    parent: '/index',
    features: ['commerce'],
    load: () => import('./orders.screen'),
  },
];
