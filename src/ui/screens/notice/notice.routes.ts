import { comingSoon, type RouteSpec } from '../../app/route-spec';

/** Notices: not built yet. */
export const noticeRoutes: readonly RouteSpec[] = [
  comingSoon('/notice', 'route.notice', { parent: '/index' }),
  comingSoon('/notice/detail/:id', 'route.noticeDetail', { parent: '/notice' }),
];
