import type { RouteSpec } from '../../app/route-spec';

/** Notices: the list and one notice (opening it marks it read). */
export const noticeRoutes: readonly RouteSpec[] = [
  {
    path: '/notice',
    title: 'route.notice',
    parent: '/index',
    features: ['notice'],
    load: () => import('./notice-list.screen'),
  },
  {
    path: '/notice/detail/:id',
    title: 'route.noticeDetail',
    parent: '/notice',
    features: ['notice'],
    load: () => import('./notice-detail.screen'),
  },
];
