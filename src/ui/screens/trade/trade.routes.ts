import type { RouteSpec } from '../../app/route-spec';

/** Trade: the market with its own footer bar, the user's orders, and the closed-market page. */
export const tradeRoutes: readonly RouteSpec[] = [
  {
    path: '/trade',
    title: 'route.trade',
    tab: 'trade',
    features: ['trade'],
    load: () => import('./trade.screen'),
  },
  {
    path: '/trade/orderList',
    title: 'route.tradeOrders',
    tab: 'trade',
    features: ['trade'],
    load: () => import('./order-list.screen'),
  },
  {
    path: '/trade/close',
    title: 'route.tradeClose',
    parent: '/trade',
    features: ['trade'],
    load: () => import('./market-closed.screen'),
  },
];
