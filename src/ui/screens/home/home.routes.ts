import type { RouteSpec } from '../../app/route-spec';

/** Home: the landing page, open to visitors. */
export const homeRoutes: readonly RouteSpec[] = [
  { path: '/index', title: 'route.home', public: true, tab: 'main', load: () => import('./home.screen') },
];
