import type { ViewModelsOf } from '../../app/route-spec';

/**
 * The view-models each address part resolves (sheets included), by route path, for the wiring test. The app
 * never imports this file, so neither these lists nor their imports reach the app's chunks.
 */
export const addressViewModels: ViewModelsOf = {
  '/address': () => import('./address-list.vm').then((m) => [m.AddressListVm]),
  '/address/add': () => import('./address-form.vm').then((m) => [m.AddressFormVm]),
  '/address/edit': () => import('./address-form.vm').then((m) => [m.AddressFormVm]),
};
