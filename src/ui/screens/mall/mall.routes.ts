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
    viewModels: () => import('./mall-goods.vm').then((m) => [m.MallGoodsVm]),
  },
  {
    path: '/mall/detail/:id',
    title: 'route.mallDetail',
    parent: '/mall',
    features: ['mall'],
    load: () => import('./goods-detail.screen'),
    viewModels: () => import('./goods-detail.vm').then((m) => [m.GoodsDetailVm]),
  },
  {
    path: '/mall/orderConfirm',
    title: 'route.orderConfirm',
    parent: '/mall',
    features: ['mall', 'orders', 'payment'],
    load: () => import('./order-confirm.screen'),
    viewModels: () =>
      Promise.all([import('./order-confirm.vm'), import('../orders/payment-sheet.vm')]).then(
        ([confirm, sheet]) => [confirm.OrderConfirmVm, sheet.PaymentSheetVm],
      ),
  },
  {
    path: '/mall/orderList',
    title: 'route.mallOrders',
    parent: '/mall',
    features: ['mall', 'orders', 'payment'],
    load: () => import('./mall-orders.screen'),
    viewModels: () =>
      Promise.all([import('./mall-orders.vm'), import('../orders/payment-sheet.vm')]).then(
        ([orders, sheet]) => [orders.MallOrdersVm, sheet.PaymentSheetVm],
      ),
  },
  {
    path: '/mall/orderDetail',
    title: 'route.mallOrderDetail',
    parent: '/mall/orderList',
    features: ['mall', 'orders', 'payment'],
    load: () => import('./mall-order-detail.screen'),
    viewModels: () =>
      Promise.all([import('./mall-order-detail.vm'), import('../orders/payment-sheet.vm')]).then(
        ([detail, sheet]) => [detail.MallOrderDetailVm, sheet.PaymentSheetVm],
      ),
  },
];
