import type { ViewModelsOf } from '../../app/route-spec';

/**
 * The view-models each settings part resolves (sheets included), by route path, for the wiring test. The app
 * never imports this file, so neither these lists nor their imports reach the app's chunks.
 */
export const settingsViewModels: ViewModelsOf = {
  '/settings': () => import('./settings.vm').then((m) => [m.SettingsVm]),
  '/settings/diagnostics': () => import('./diagnostics.vm').then((m) => [m.DiagnosticsVm]),
};
