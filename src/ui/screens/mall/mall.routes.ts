import { comingSoon, type RouteSpec } from '../../app/route-spec';

/** The mall: not built yet. */
export const mallRoutes: readonly RouteSpec[] = [
  comingSoon('/mall', 'route.mall', { tab: 'main' }),
  comingSoon('/mall/detail/:id', 'route.mallDetail', { parent: '/mall' }),
  comingSoon('/mall/orderConfirm', 'route.orderConfirm', { parent: '/mall' }),
  comingSoon('/mall/orderList', 'route.mallOrders', { parent: '/mall' }),
  comingSoon('/mall/orderDetail', 'route.mallOrderDetail', { parent: '/mall/orderList' }),
];
