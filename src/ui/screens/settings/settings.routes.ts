import type { RouteSpec } from '../../app/route-spec';

/** Settings (from the menu) and the wallet diagnostics panel under it. */
export const settingsRoutes: readonly RouteSpec[] = [
  {
    path: '/settings',
    title: 'route.settings',
    parent: '/index',
    features: ['settings'],
    load: () => import('./settings.screen'),
  },
  {
    path: '/settings/diagnostics',
    title: 'route.diagnostics',
    parent: '/settings',
    features: ['settings'],
    load: () => import('./diagnostics.screen'),
  },
];
