import type { RouteSpec } from '../../app/route-spec';

/** Nodes: the list and a node's detail, where it is bought. */
export const nodeRoutes: readonly RouteSpec[] = [
  {
    path: '/node',
    title: 'route.node',
    parent: '/index',
    features: ['commerce'],
    load: () => import('./node-list.screen'),
  },
  {
    path: '/node/detail/:id',
    title: 'route.nodeDetail',
    parent: '/node',
    features: ['commerce'],
    load: () => import('./node-detail.screen'),
  },
];
