import { ContainerModule } from 'inversify';
import { WindowBrowserProbe } from '../../adapters/wallet/browser-probe.adapter';
import { BrowserProbe } from '../../application/settings/browser-probe.port';
import { DiagnosticsUseCase } from '../../application/settings/diagnostics.use-case';
import { DiagnosticsVm } from '../../ui/screens/settings/diagnostics.vm';
import { SettingsVm } from '../../ui/screens/settings/settings.vm';

/** Settings and the wallet diagnostics panel; the preferences themselves are app-wide (container.ts). */
export const settingsModule = new ContainerModule(({ bind }) => {
  bind(BrowserProbe).to(WindowBrowserProbe).inSingletonScope();
  bind(DiagnosticsUseCase).toSelf();
  bind(SettingsVm).toSelf();
  bind(DiagnosticsVm).toSelf();
});
