import type { RouteSpec } from '../../app/route-spec';

/** The opening screen: public and full-screen (it draws its own chrome). */
export const openScreenRoutes: readonly RouteSpec[] = [
  {
    path: '/open_screen',
    title: 'route.openScreen',
    public: true,
    bare: true,
    load: () => import('./open-screen.screen'),
  },
];
