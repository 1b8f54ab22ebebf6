import type { RouteSpec } from '../../app/route-spec';

/**
 * The gold shop: goods with the live gold price, a goods item, the order confirm at a locked price (paid in
 * the payment sheet), the gold orders and their release records.
 */
export const goldRoutes: readonly RouteSpec[] = [
  {
    path: '/shop',
    title: 'route.goldShop',
    parent: '/index',
    features: ['gold'],
    load: () => import('./gold-shop.screen'),
  },
  {
    path: '/shop/detail/:id',
    title: 'route.goldDetail',
    parent: '/shop',
    features: ['gold'],
    load: () => import('./gold-detail.screen'),
  },
  {
    path: '/shop/orderConfirm',
    title: 'route.orderConfirm',
    parent: '/shop',
    features: ['gold', 'orders', 'payment'],
    load: () => import('./gold-confirm.screen'),
  },
  {
    path: '/shop/orderList',
    title: 'route.goldOrders',
    parent: '/shop',
    features: ['gold', 'orders'],
    load: () => import('./gold-orders.screen'),
  },
  {
    path: '/shop/orderRelease',
    title: 'route.goldRelease',
    parent: '/shop',
    features: ['gold'],
    load: () => import('./gold-releases.screen'),
  },
];
