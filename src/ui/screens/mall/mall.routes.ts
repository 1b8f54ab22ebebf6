import type { RouteSpec } from '../../app/route-spec';

/**
 * The mall: devices on sale, one device, the order confirm page (the mining screen's devices come here
 * too), my orders and one order with its courier trace. Ordering and paying use the orders and payment
 * modules, as node and mining purchases do.
 */
export const mallRoutes: readonly RouteSpec[] = [
  {
    path: '/mall',
    title: 'route.mall',
    tab: 'main',
    features: ['mall'],
    load: () => import('./mall-goods.screen'),
  },
  {
    path: '/mall/detail/:id',
    title: 'route.mallDetail',
    parent: '/mall',
    features: ['mall'],
    load: () => import('./goods-detail.screen'),
  },
  {
    path: '/mall/orderConfirm',
    title: 'route.orderConfirm',
    parent: '/mall',
    features: ['mall', 'orders', 'payment'],
    load: () => import('./order-confirm.screen'),
  },
  {
    path: '/mall/orderList',
    title: 'route.mallOrders',
    parent: '/mall',
    features: ['mall', 'orders', 'payment'],
    load: () => import('./mall-orders.screen'),
  },
  {
    path: '/mall/orderDetail',
    title: 'route.mallOrderDetail',
    parent: '/mall/orderList',
    features: ['mall', 'orders', 'payment'],
    load: () => import('./mall-order-detail.screen'),
  },
];
