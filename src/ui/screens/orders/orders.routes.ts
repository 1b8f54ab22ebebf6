import type { LazyPart, RouteSpec } from '../../app/route-spec';

/** Orders to pay, paid in the payment sheet. */
export const ordersRoutes: readonly RouteSpec[] = [
  {
    path: '/orders',
    title: 'route.orders',
    parent: '/index',
    features: ['orders', 'payment'],
    load: () => import('./orders.screen'),
  },
];

/** The shell's reminder of unpaid orders: it loads for logged-in users only, with the orders module. */
export const unpaidReminderPart: LazyPart = {
  features: ['orders'],
  load: () => import('./unpaid-reminder'),
};
