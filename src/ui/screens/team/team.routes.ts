import type { RouteSpec } from '../../app/route-spec';

/** The team tab. */
export const teamRoutes: readonly RouteSpec[] = [
  {
    path: '/user',
    title: 'route.team',
    tab: 'main',
    features: ['team'],
    load: () => import('./team.screen'),
  },
];
