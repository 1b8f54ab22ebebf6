import { comingSoon, type RouteSpec } from '../../app/route-spec';

/** The gold shop: not built yet. */
export const goldRoutes: readonly RouteSpec[] = [
  comingSoon('/shop', 'route.goldShop', { parent: '/index' }),
  comingSoon('/shop/detail/:id', 'route.goldDetail', { parent: '/shop' }),
  comingSoon('/shop/orderConfirm', 'route.orderConfirm', { parent: '/shop' }),
  comingSoon('/shop/orderList', 'route.goldOrders', { parent: '/shop' }),
  comingSoon('/shop/orderRelease', 'route.goldRelease', { parent: '/shop' }),
];
