import { Container, type ContainerModule } from 'inversify';
import { connectivityFetch } from '../adapters/api/connectivity-fetch';
import { FetchFn } from '../adapters/api/fetch';
import { HttpClient } from '../adapters/api/http-client';
import { PlainEnvelope } from '../adapters/api/plain-envelope.adapter';
import { WebCryptoEnvelope } from '../adapters/crypto/webcrypto-envelope.adapter';
import { SocketRuntime, systemSocketRuntime, WebSocketFactory } from '../adapters/socket/socket-runtime';
import { StorageAreas } from '../adapters/storage/storage-areas';
import { SystemClock } from '../adapters/storage/system-clock.adapter';
import { WebStorage } from '../adapters/storage/web-storage.adapter';
import { SimulatedDeposits } from '../application/funds/simulated-deposits.port';
import { PaymentActivity } from '../application/payment/payment-activity.port';
import { DemoData, NO_DEMO_DATA } from '../application/settings/demo-data.port';
import { InstallStore } from '../application/settings/install.store';
import { PreferencesStore } from '../application/settings/preferences.store';
import { AmountPrivacyStore } from '../application/shared/amount-privacy.store';
import { AppConfig } from '../application/shared/app-config';
import { AppUpdater, AppUpdateStore } from '../application/shared/app-update.store';
import { AuthSignals } from '../application/shared/auth-signals';
import { BuildInfo } from '../application/shared/build-info';
import { Clock } from '../application/shared/clock.port';
import { ConnectivityStore } from '../application/shared/connectivity.store';
import { CurrentLanguage } from '../application/shared/current-language.port';
import { ErrorLog } from '../application/shared/error-log';
import { FeatureLoader } from '../application/shared/feature-loader.port';
import type { FeatureParts, LazyFeature } from '../application/shared/features';
import { LocaleStore } from '../application/shared/locale.store';
import { RequestEnvelope } from '../application/shared/request-envelope.port';
import { SocketHealth } from '../application/shared/socket-health.store';
import { AppStorage } from '../application/shared/storage.port';
import { AppVm } from '../ui/app/app.vm';
import { ShellVm } from '../ui/app/shell.vm';
import { MessageCatalogue, MessageLoader } from '../ui/intl/message-catalogue';
import { loadMessages } from '../ui/intl/messages';
import { EAGER_FEATURE_MODULES, lazyFeatureModules } from './feature-modules.generated';

/** What differs between running in a browser and in a test: where storage and fetch come from. */
export interface Platform {
  readonly storageAreas: StorageAreas;
  readonly fetch: FetchFn;
  readonly webSocket: WebSocketFactory;
  /** The running build (the diagnostics panel shows it); tests leave it out. */
  readonly build?: BuildInfo;
  /** Takes a waiting new version of the app over (the service worker's); tests leave it out. */
  readonly updater?: AppUpdater;
  /** The plain demo build's in-page backend, which settings may reset; other builds leave it out. */
  readonly demoData?: DemoData;
  /** The plain demo build's stand-in for a deposit sent from the wallet; other builds leave it out. */
  readonly simulatedDeposits?: SimulatedDeposits;
}

/**
 * Loaded with the container, by feature (the manifest's `eager` and `eager+lazy` entries,
 * application/shared/features.ts, written to feature-modules.generated.ts by `npm run features`): what the
 * shell and the first screen need, the address calls (mining reads the default address, without loading the
 * address screens' module and its phone metadata) and the notice summary (the menu badge).
 */
export const EAGER_MODULES: readonly ContainerModule[] = Object.values(EAGER_FEATURE_MODULES);

/**
 * The composition root: the platform and core bindings here, then one container module per feature
 * (`modules/<feature>.module.ts`). `demo` and `live` differ only in what the platform hands in (the
 * in-page mock's fetch or the network's) and in the wallets the registry offers (it reads the profile
 * itself).
 */
export function buildContainer(config: AppConfig, platform: Platform): Container {
  // No autobind: a class that no module binds fails to resolve (and the wiring test says which) instead of
  // silently becoming a transient. Modules bind view-models and use cases transient, stores and adapters
  // as singletons.
  const container = new Container({ defaultScope: 'Transient' });

  container.bind(AppConfig).toConstantValue(config);
  container.bind(StorageAreas).toConstantValue(platform.storageAreas);
  // Every answer tells the connectivity store whether it came from the network or the offline cache.
  const connectivity = new ConnectivityStore();
  container.bind(ConnectivityStore).toConstantValue(connectivity);
  container.bind(FetchFn).toConstantValue(connectivityFetch(platform.fetch, connectivity, () => Date.now()));
  container.bind(Clock).to(SystemClock).inSingletonScope();
  container.bind(AppStorage).to(WebStorage).inSingletonScope();
  container
    .bind(RequestEnvelope)
    .to(config.envelope.enabled ? WebCryptoEnvelope : PlainEnvelope)
    .inSingletonScope();
  container.bind(AuthSignals).toSelf().inSingletonScope();
  container.bind(ErrorLog).toConstantValue(new ErrorLog());
  container.bind(LocaleStore).toSelf().inSingletonScope();
  container.bind(CurrentLanguage).toService(LocaleStore);
  container.bind(HttpClient).toSelf().inSingletonScope();
  // The socket's platform parts are tiny; the socket itself loads with the trade module.
  container.bind(WebSocketFactory).toConstantValue(platform.webSocket);
  container.bind(SocketRuntime).toConstantValue(systemSocketRuntime);
  container.bind(SocketHealth).toConstantValue(new SocketHealth());
  container.bind(BuildInfo).toConstantValue(platform.build ?? { version: 'dev', builtAt: null });
  // App-wide choices: the look is applied before the first paint; hidden balances hold on every screen.
  container.bind(PreferencesStore).toSelf().inSingletonScope();
  container.bind(AmountPrivacyStore).toSelf().inSingletonScope();
  // Installable and offline (src/main/pwa.ts connects these to the browser).
  container.bind(InstallStore).toConstantValue(new InstallStore());
  container.bind(AppUpdater).toConstantValue(platform.updater ?? { takeOver: () => undefined });
  container.bind(DemoData).toConstantValue(platform.demoData ?? NO_DEMO_DATA);
  if (platform.simulatedDeposits) {
    container.bind(SimulatedDeposits).toConstantValue(platform.simulatedDeposits);
  }
  container.bind(PaymentActivity).toConstantValue(paymentActivity(container));
  container.bind(AppUpdateStore).toSelf().inSingletonScope();
  container.bind(FeatureLoader).toConstantValue(featureLoader(container, config));
  container.bind(MessageLoader).toConstantValue(loadMessages);
  container.bind(MessageCatalogue).toSelf().inSingletonScope();
  container.bind(AppVm).toSelf();
  container.bind(ShellVm).toSelf();

  container.load(...EAGER_MODULES);
  return container;
}

/**
 * Whether a payment is under way (adapters/payment/payment-activity.adapter.ts), loaded when first asked
 * (a new version waiting at a navigation), out of the first load.
 */
function paymentActivity(container: Container): PaymentActivity {
  return {
    inProgress: async () => {
      const [{ BrowserPaymentActivity }, { PaymentProgressStore }] = await Promise.all([
        import(/* webpackChunkName: "payment-activity" */ '../adapters/payment/payment-activity.adapter'),
        import(/* webpackChunkName: "payment-activity" */ '../application/payment/payment.store'),
      ]);
      const activity = new BrowserPaymentActivity(
        container.get(AppStorage),
        // The payment feature loads with its first screen; until then no payment runs in this tab.
        () => container.isBound(PaymentProgressStore) && container.get(PaymentProgressStore).running,
      );
      return activity.inProgress();
    },
  };
}

/**
 * The lazy features (the manifest's `lazy` and `eager+lazy` entries), each loaded with the first screen that
 * needs it (RouteSpec.features), in its own chunk named after it, so that they stay out of the first load
 * (written to feature-modules.generated.ts by `npm run features`).
 */
export const lazyModules = (config: AppConfig): FeatureParts<LazyFeature, () => Promise<ContainerModule>> =>
  lazyFeatureModules(config);

/** Loads a feature's module on first use, once. */
function featureLoader(container: Container, config: AppConfig): FeatureLoader {
  const loaded = new Map<LazyFeature, Promise<void>>();
  const modules = lazyModules(config);
  return {
    load(feature) {
      let done = loaded.get(feature);
      if (!done) {
        done = modules[feature]().then((module) => container.load(module));
        // A failed chunk load (offline) may be tried again.
        done.catch(() => loaded.delete(feature));
        loaded.set(feature, done);
      }
      return done;
    },
  };
}
