import { Container } from 'inversify';
import { HttpAddressApi } from '../adapters/api/address/http-address-api.adapter';
import { HttpAuthApi } from '../adapters/api/auth/http-auth-api.adapter';
import { HttpCommonApi } from '../adapters/api/common/http-common-api.adapter';
import { FetchFn } from '../adapters/api/fetch';
import { HttpClient } from '../adapters/api/http-client';
import { PlainEnvelope } from '../adapters/api/plain-envelope.adapter';
import { HttpUserApi } from '../adapters/api/user/http-user-api.adapter';
import { WebCryptoEnvelope } from '../adapters/crypto/webcrypto-envelope.adapter';
import { StorageAreas } from '../adapters/storage/storage-areas';
import { SystemClock } from '../adapters/storage/system-clock.adapter';
import { WebStorage } from '../adapters/storage/web-storage.adapter';
import { BrowserWalletRegistry } from '../adapters/wallet/wallet-registry.adapter';
import { AddressApi } from '../application/address/address-api.port';
import { AuthApi } from '../application/auth/auth-api.port';
import { LoadUserUseCase } from '../application/auth/load-user.use-case';
import { LoginWithWalletUseCase } from '../application/auth/login-with-wallet.use-case';
import { LogoutUseCase } from '../application/auth/logout.use-case';
import { SessionStore } from '../application/auth/session.store';
import { CommonApi } from '../application/common/common-api.port';
import { AppConfig } from '../application/shared/app-config';
import { AuthSignals } from '../application/shared/auth-signals';
import { Clock } from '../application/shared/clock.port';
import { CurrentLanguage } from '../application/shared/current-language.port';
import { LocaleStore } from '../application/shared/locale.store';
import { RequestEnvelope } from '../application/shared/request-envelope.port';
import { AppStorage } from '../application/shared/storage.port';
import { UserApi } from '../application/user/user-api.port';
import { WalletRegistry } from '../application/wallet/wallet.port';
import { WalletSessionStore } from '../application/wallet/wallet-session.store';
import { AppVm } from '../ui/app/app.vm';
import { HomeVm } from '../ui/screens/home/home.vm';

/** What differs between running in a browser and in a test: where storage and fetch come from. */
export interface Platform {
  readonly storageAreas: StorageAreas;
  readonly fetch: FetchFn;
}

/**
 * The composition root. `demo` and `live` differ only in what the platform hands in (the in-page mock's
 * fetch or the network's) and in the wallets the registry offers (it reads the profile itself).
 */
export function buildContainer(config: AppConfig, platform: Platform): Container {
  const container = new Container({ defaultScope: 'Singleton' });

  container.bind(AppConfig).toConstantValue(config);
  container.bind(StorageAreas).toConstantValue(platform.storageAreas);
  container.bind(FetchFn).toConstantValue(platform.fetch);
  container.bind(Clock).to(SystemClock);
  container.bind(AppStorage).to(WebStorage);
  container.bind(RequestEnvelope).to(config.envelope.enabled ? WebCryptoEnvelope : PlainEnvelope);

  container.bind(AuthSignals).toSelf();
  container.bind(LocaleStore).toSelf();
  container.bind(CurrentLanguage).toService(LocaleStore);
  container.bind(SessionStore).toSelf();
  container.bind(WalletSessionStore).toSelf();

  container.bind(HttpClient).toSelf();
  container.bind(AuthApi).to(HttpAuthApi);
  container.bind(UserApi).to(HttpUserApi);
  container.bind(CommonApi).to(HttpCommonApi);
  container.bind(AddressApi).to(HttpAddressApi);
  container.bind(WalletRegistry).to(BrowserWalletRegistry);

  container.bind(LoadUserUseCase).toSelf();
  container.bind(LoginWithWalletUseCase).toSelf();
  container.bind(LogoutUseCase).toSelf();

  // View-models: a fresh one for every screen that asks.
  container.bind(AppVm).toSelf().inTransientScope();
  container.bind(HomeVm).toSelf().inTransientScope();
  return container;
}
