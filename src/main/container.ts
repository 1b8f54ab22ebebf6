import { Container, type ContainerModule } from 'inversify';
import { HttpAddressApi } from '../adapters/api/address/http-address-api.adapter';
import { HttpAuthApi } from '../adapters/api/auth/http-auth-api.adapter';
import { FetchFn } from '../adapters/api/fetch';
import { HttpHomeApi } from '../adapters/api/home/http-home-api.adapter';
import { HttpClient } from '../adapters/api/http-client';
import { HttpOrdersApi } from '../adapters/api/orders/http-orders-api.adapter';
import { PlainEnvelope } from '../adapters/api/plain-envelope.adapter';
import { HttpUserApi } from '../adapters/api/user/http-user-api.adapter';
import { WebCryptoEnvelope } from '../adapters/crypto/webcrypto-envelope.adapter';
import { SocketRuntime, systemSocketRuntime, WebSocketFactory } from '../adapters/socket/socket-runtime';
import { StorageAreas } from '../adapters/storage/storage-areas';
import { SystemClock } from '../adapters/storage/system-clock.adapter';
import { WebStorage } from '../adapters/storage/web-storage.adapter';
import { BrowserWalletRegistry } from '../adapters/wallet/wallet-registry.adapter';
import { AddressApi } from '../application/address/address-api.port';
import { AuthApi } from '../application/auth/auth-api.port';
import { LogoutUseCase } from '../application/auth/logout.use-case';
import { SessionStore } from '../application/auth/session.store';
import { HomeApi } from '../application/home/home-api.port';
import { OrdersApi } from '../application/orders/orders-api.port';
import { AppConfig } from '../application/shared/app-config';
import { AuthSignals } from '../application/shared/auth-signals';
import { Clock } from '../application/shared/clock.port';
import { CurrentLanguage } from '../application/shared/current-language.port';
import { type Feature, FeatureLoader } from '../application/shared/feature-loader.port';
import { LocaleStore } from '../application/shared/locale.store';
import { RequestEnvelope } from '../application/shared/request-envelope.port';
import { AppStorage } from '../application/shared/storage.port';
import { UserApi } from '../application/user/user-api.port';
import { WalletRegistry } from '../application/wallet/wallet.port';
import { WalletSessionStore } from '../application/wallet/wallet-session.store';

/** What differs between running in a browser and in a test: where storage and fetch come from. */
export interface Platform {
  readonly storageAreas: StorageAreas;
  readonly fetch: FetchFn;
  readonly webSocket: WebSocketFactory;
}

/**
 * The composition root. `demo` and `live` differ only in what the platform hands in (the in-page mock's
 * fetch or the network's) and in the wallets the registry offers (it reads the profile itself).
 */
export function buildContainer(config: AppConfig, platform: Platform): Container {
  // Autobind: view-models and use cases resolve without a binding, so that a lazily loaded screen brings
  // its view-model with it. They are transient; stores and adapters below are singletons.
  const container = new Container({ autobind: true, defaultScope: 'Transient' });

  container.bind(AppConfig).toConstantValue(config);
  container.bind(StorageAreas).toConstantValue(platform.storageAreas);
  container.bind(FetchFn).toConstantValue(platform.fetch);
  container.bind(Clock).to(SystemClock).inSingletonScope();
  container.bind(AppStorage).to(WebStorage).inSingletonScope();
  container
    .bind(RequestEnvelope)
    .to(config.envelope.enabled ? WebCryptoEnvelope : PlainEnvelope)
    .inSingletonScope();

  container.bind(AuthSignals).toSelf().inSingletonScope();
  container.bind(LocaleStore).toSelf().inSingletonScope();
  container.bind(CurrentLanguage).toService(LocaleStore);
  container.bind(SessionStore).toSelf().inSingletonScope();
  container.bind(WalletSessionStore).toSelf().inSingletonScope();

  container.bind(HttpClient).toSelf().inSingletonScope();
  container.bind(AuthApi).to(HttpAuthApi).inSingletonScope();
  container.bind(UserApi).to(HttpUserApi).inSingletonScope();
  container.bind(HomeApi).to(HttpHomeApi).inSingletonScope();
  container.bind(AddressApi).to(HttpAddressApi).inSingletonScope();
  container.bind(OrdersApi).to(HttpOrdersApi).inSingletonScope();
  container.bind(WalletRegistry).to(BrowserWalletRegistry).inSingletonScope();
  // The socket's platform parts are tiny; the adapters themselves load with their feature.
  container.bind(WebSocketFactory).toConstantValue(platform.webSocket);
  container.bind(SocketRuntime).toConstantValue(systemSocketRuntime);
  container.bind(FeatureLoader).toConstantValue(featureLoader(container, config));

  // The logout use case hooks itself to the wallet session once: one instance for the app.
  container.bind(LogoutUseCase).toSelf().inSingletonScope();
  return container;
}

/** Loads a feature's bindings on first use, in their own chunk, once. */
function featureLoader(container: Container, config: AppConfig): FeatureLoader {
  const loaded = new Map<Feature, Promise<void>>();
  const modules: Record<Feature, () => Promise<ContainerModule>> = {
    commerce: () => import('./modules/commerce.bindings').then((m) => m.commerceBindings),
    market: () => import('./modules/market.bindings').then((m) => m.marketBindings(config)),
  };
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
