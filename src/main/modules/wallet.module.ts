import { ContainerModule } from 'inversify';
import { AppConfig } from '../../application/shared/app-config';
import { AppStorage } from '../../application/shared/storage.port';
import { ReattachWalletUseCase } from '../../application/wallet/reattach-wallet.use-case';
import { WalletRegistry } from '../../application/wallet/wallet.port';
import { WalletSessionStore } from '../../application/wallet/wallet-session.store';

/**
 * The registry (adapters/wallet/wallet-registry.adapter.ts, with the EIP-1193 and EIP-6963 code) in its
 * own chunk, loaded at the first question: a visitor who never logs in does not download it. The demo
 * profile loads it at once, so that the demo wallet (and its test hooks) is there from the start as before.
 * A failed chunk load (offline) is tried again at the next question.
 */
export function lazyWalletRegistry(config: AppConfig, storage: AppStorage): WalletRegistry {
  let registry: Promise<WalletRegistry> | null = null;
  // The loaded registry, for the one question answered without waiting (`ready`).
  let loaded: WalletRegistry | null = null;
  const load = (): Promise<WalletRegistry> => {
    registry ??= import(
      /* webpackChunkName: "wallet" */ '../../adapters/wallet/wallet-registry.adapter'
    ).then(
      ({ BrowserWalletRegistry }) => (loaded = new BrowserWalletRegistry(config, storage)),
      (error: unknown) => {
        registry = null;
        throw error;
      },
    );
    return registry;
  };
  /** Subscribes once the registry has loaded; stopping before then means never subscribing. */
  const subscribe = (start: (registry: WalletRegistry) => () => void): (() => void) => {
    let stop: (() => void) | null = null;
    let stopped = false;
    void load().then(
      (ready) => {
        if (!stopped) stop = start(ready);
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      stop?.();
    };
  };
  if (config.profile === 'demo') void load().catch(() => undefined);
  return {
    discover: () => load().then((ready) => ready.discover()),
    get: (id) => load().then((ready) => ready.get(id)),
    watch: (listener) => subscribe((ready) => ready.watch(listener)),
    prepare: (id) => load().then((ready) => ready.prepare(id)),
    ready: (id) => loaded?.ready(id) ?? null,
    watchAppLinks: (listener) => subscribe((ready) => ready.watchAppLinks(listener)),
  };
}

/**
 * The signing browser wallet, loaded with the container: the wallets on offer and the connection (the
 * network checks load with the login, login.module.ts).
 */
export const walletModule = new ContainerModule(({ bind }) => {
  // The registry reads the profile itself: the demo wallet in `demo`, the real wallets in `live`.
  bind(WalletRegistry)
    .toDynamicValue((context) => lazyWalletRegistry(context.get(AppConfig), context.get(AppStorage)))
    .inSingletonScope();
  bind(WalletSessionStore).toSelf().inSingletonScope();
  bind(ReattachWalletUseCase).toSelf();
});
