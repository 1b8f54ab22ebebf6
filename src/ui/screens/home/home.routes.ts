import type { RouteSpec } from '../../app/route-spec';

/** Home: the landing page, open to visitors. Its container module loads with the container. */
export const homeRoutes: readonly RouteSpec[] = [
  {
    path: '/index',
    title: 'route.home',
    public: true,
    tab: 'main',
    messages: 'first',
    // Named: the page drawn at build time preloads it (scripts/build/first-paint.ts).
    load: () => import(/* webpackChunkName: "home" */ './home.screen'),
  },
];
