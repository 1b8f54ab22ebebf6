import { Container, type ContainerModule, type ServiceIdentifier } from 'inversify';
import { describe, expect, it } from 'vitest';
import { HttpClient } from '../adapters/api/http-client';
import type { WebSocketFactory } from '../adapters/socket/socket-runtime';
import { MemoryStorage } from '../adapters/storage/storage-areas';
import { ActivityApi } from '../application/activity/activity-api.port';
import { AddressApi } from '../application/address/address-api.port';
import { AuthApi } from '../application/auth/auth-api.port';
import { LogoutUseCase } from '../application/auth/logout.use-case';
import { SessionStore } from '../application/auth/session.store';
import { FundsApi } from '../application/funds/funds-api.port';
import { HomeApi } from '../application/home/home-api.port';
import { MallApi } from '../application/mall/mall-api.port';
import { MiningApi } from '../application/mining/mining-api.port';
import { NodeApi } from '../application/node/node-api.port';
import { NoticeApi } from '../application/notice/notice-api.port';
import { NoticeSummaryStore } from '../application/notice/notice-summary.store';
import { OrdersApi } from '../application/orders/orders-api.port';
import { ChainGateway } from '../application/payment/chain-gateway.port';
import { OrderLock } from '../application/payment/order-lock.port';
import { PaymentProgressStore } from '../application/payment/payment.store';
import { PaymentApi } from '../application/payment/payment-api.port';
import { PaymentEngine } from '../application/payment/payment-engine';
import { PledgeApi } from '../application/pledge/pledge-api.port';
import { AmountPrivacyStore } from '../application/shared/amount-privacy.store';
import { AuthSignals } from '../application/shared/auth-signals';
import { Clock } from '../application/shared/clock.port';
import { CurrentLanguage } from '../application/shared/current-language.port';
import { FeatureLoader, type LazyFeature } from '../application/shared/feature-loader.port';
import { LocaleStore } from '../application/shared/locale.store';
import { RequestEnvelope } from '../application/shared/request-envelope.port';
import { AppStorage } from '../application/shared/storage.port';
import { MarketSocket } from '../application/trade/market-socket.port';
import { TradeApi } from '../application/trade/trade-api.port';
import { UserApi } from '../application/user/user-api.port';
import { WalletRegistry } from '../application/wallet/wallet.port';
import { WalletSessionStore } from '../application/wallet/wallet-session.store';
import { AppVm } from '../ui/app/app.vm';
import type { LazyPart } from '../ui/app/route-spec';
import { ROUTES } from '../ui/app/route-table';
import { ShellVm } from '../ui/app/shell.vm';
import { LoginVm } from '../ui/screens/auth/login.vm';
import { WrongNetworkVm } from '../ui/screens/auth/wrong-network.vm';
import { unpaidReminderPart } from '../ui/screens/orders/orders.routes';
import { parseConfig } from './config';
import { buildContainer, EAGER_MODULES, lazyModules } from './container';

/**
 * The app's real container in each profile, with every route: a view-model that no module binds, or a
 * route that does not load the module binding it (or one its view-model needs), fails here instead of
 * in e2e. Nothing reaches the network or a socket: resolving only constructs.
 */
const PROFILES = {
  demo: {},
  live: { PUBLIC_PROFILE: 'live', PUBLIC_API_BASE: 'https://api.example.test', PUBLIC_SOCKET_PROTOCOL: 'b' },
};

const platform = () => ({
  storageAreas: { local: new MemoryStorage(), session: new MemoryStorage() },
  fetch: (() => {
    throw new Error('the wiring test calls no API');
  }) as typeof fetch,
  webSocket: (() => {
    throw new Error('the wiring test opens no socket');
  }) as WebSocketFactory,
});

const ALL_FEATURES: readonly LazyFeature[] = [
  'activity',
  'address',
  'funds',
  'mall',
  'car',
  'gold',
  'login',
  'mining',
  'node',
  'notice',
  'orders',
  'payment',
  'pledge',
  'settings',
  'team',
  'trade',
];

/** The shell's own view-models: they load with the container, no feature needed. */
const SHELL: Pick<LazyPart, 'viewModels'> = {
  viewModels: async () => [AppVm, ShellVm],
};

/** The shell's login sheet and wrong-network prompt: they load with the login feature. */
const LOGIN: Pick<LazyPart, 'features' | 'viewModels'> = {
  features: ['login'],
  viewModels: async () => [LoginVm, WrongNetworkVm],
};

const PARTS: readonly (readonly [string, Pick<LazyPart, 'features' | 'viewModels'>])[] = [
  ['the shell', SHELL],
  ['the login sheets', LOGIN],
  ['the unpaid-order reminder', unpaidReminderPart],
  ...ROUTES.map((route) => [route.path, route] as const),
];

/** Stores, adapters and the payment engine: one instance per container. */
const SINGLETONS: readonly ServiceIdentifier[] = [
  AppStorage,
  Clock,
  RequestEnvelope,
  AuthSignals,
  LocaleStore,
  HttpClient,
  SessionStore,
  AuthApi,
  LogoutUseCase,
  UserApi,
  HomeApi,
  NoticeSummaryStore,
  NoticeApi,
  ActivityApi,
  WalletRegistry,
  WalletSessionStore,
  AddressApi,
  OrdersApi,
  NodeApi,
  MiningApi,
  MallApi,
  PaymentApi,
  ChainGateway,
  OrderLock,
  PaymentProgressStore,
  PaymentEngine,
  MarketSocket,
  TradeApi,
  FundsApi,
  AmountPrivacyStore,
  PledgeApi,
];

const loaded = async (env: Record<string, string>, features: readonly LazyFeature[]) => {
  const container = buildContainer(parseConfig(env), platform());
  const loader = container.get<FeatureLoader>(FeatureLoader);
  await Promise.all(features.map((feature) => loader.load(feature)));
  return container;
};

/** The service identifiers a module binds, read by loading it into a scratch container. */
async function identifiersOf(module: ContainerModule): Promise<ServiceIdentifier[]> {
  const scratch = new Container();
  const ids: ServiceIdentifier[] = [];
  await module.load({
    bind: (id) => {
      ids.push(id);
      return scratch.bind(id);
    },
    isBound: (id, options) => scratch.isBound(id, options),
    onActivation: (id, activation) => scratch.onActivation(id, activation),
    onDeactivation: (id, deactivation) => scratch.onDeactivation(id, deactivation),
    rebind: (id) => scratch.rebind(id),
    rebindAsync: (id) => scratch.rebindAsync(id),
    unbind: (id) => scratch.unbind(id),
    unbindAsync: (id) => scratch.unbindAsync(id),
  });
  return ids;
}

describe.each(Object.entries(PROFILES))('the %s container', (_, env) => {
  it.each(PARTS)('resolves the view-models of %s, each its own', async (_, part) => {
    const container = await loaded(env, part.features ?? []);
    for (const type of await part.viewModels()) {
      const vm = container.get(type);
      expect(vm, type.name).toBeInstanceOf(type);
      expect(container.get(type), type.name).not.toBe(vm);
    }
  });

  it('resolves everything that every feature module binds, once all features are loaded', async () => {
    const lazy = Object.values(lazyModules(parseConfig(env))).map((load) => load());
    const modules = [...EAGER_MODULES, ...(await Promise.all(lazy))];
    const container = await loaded(env, ALL_FEATURES);
    const ids = (await Promise.all(modules.map(identifiersOf))).flat();
    expect(ids.length).toBeGreaterThan(50);
    for (const id of ids) expect(container.get(id), String(id)).toBeDefined();
  });

  it('shares one instance of each store, adapter and engine', async () => {
    const container = await loaded(env, ALL_FEATURES);
    for (const id of SINGLETONS) expect(container.get(id), String(id)).toBe(container.get(id));
    expect(container.get(CurrentLanguage)).toBe(container.get(LocaleStore));
    expect(container.get(PaymentEngine).progress).toBe(container.get(PaymentProgressStore));
  });
});
