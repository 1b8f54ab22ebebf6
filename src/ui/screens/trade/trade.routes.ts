import type { RouteSpec } from '../../app/route-spec';

/** Trade: the market with its own footer bar, the user's orders, and the closed-market page. */
export const tradeRoutes: readonly RouteSpec[] = [
  {
    path: '/trade',
    title: 'route.trade',
    tab: 'trade',
    features: ['trade'],
    load: () => import('./trade.screen'),
    viewModels: () => import('./trade.vm').then((m) => [m.TradeVm]),
  },
  {
    path: '/trade/orderList',
    title: 'route.tradeOrders',
    tab: 'trade',
    features: ['trade'],
    load: () => import('./order-list.screen'),
    viewModels: () => import('./order-list.vm').then((m) => [m.OrderListVm]),
  },
  {
    path: '/trade/close',
    title: 'route.tradeClose',
    parent: '/trade',
    features: ['trade'],
    load: () => import('./market-closed.screen'),
    viewModels: () => import('./market-closed.vm').then((m) => [m.MarketClosedVm]),
  },
];
