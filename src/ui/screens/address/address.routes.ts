import type { RouteSpec } from '../../app/route-spec';

/** The address book: the list, and one form for adding and editing. */
export const addressRoutes: readonly RouteSpec[] = [
  {
    path: '/address',
    title: 'route.address',
    parent: '/index',
    features: ['address'],
    load: () => import('./address-list.screen'),
  },
  {
    path: '/address/add',
    title: 'route.addressAdd',
    parent: '/address',
    features: ['address'],
    load: () => import('./address-form.screen'),
  },
  {
    path: '/address/edit',
    title: 'route.addressEdit',
    parent: '/address',
    features: ['address'],
    load: () => import('./address-form.screen'),
  },
];
