import type { RouteSpec } from '../../app/route-spec';

/** Nodes: the list and a node's detail, where it is bought (an order) and paid in the payment sheet. */
export const nodeRoutes: readonly RouteSpec[] = [
  {
    path: '/node',
    title: 'route.node',
    parent: '/index',
    features: ['node'],
    load: () => import('./node-list.screen'),
  },
  {
    path: '/node/detail/:id',
    title: 'route.nodeDetail',
    parent: '/node',
    features: ['node', 'orders', 'payment'],
    load: () => import('./node-detail.screen'),
  },
];
