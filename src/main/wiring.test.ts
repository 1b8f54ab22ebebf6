import { Container, type ContainerModule, type Newable, type ServiceIdentifier } from 'inversify';
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
import type { LazyPart, ViewModelsOf } from '../ui/app/route-spec';
import { ROUTES } from '../ui/app/route-table';
import { ShellVm } from '../ui/app/shell.vm';
import { activityViewModels } from '../ui/screens/activity/activity.view-models';
import { addressViewModels } from '../ui/screens/address/address.view-models';
import { LoginVm } from '../ui/screens/auth/login.vm';
import { WrongNetworkVm } from '../ui/screens/auth/wrong-network.vm';
import { carViewModels } from '../ui/screens/car/car.view-models';
import { fundsViewModels } from '../ui/screens/funds/funds.view-models';
import { goldViewModels } from '../ui/screens/gold/gold.view-models';
import { homeViewModels } from '../ui/screens/home/home.view-models';
import { mallViewModels } from '../ui/screens/mall/mall.view-models';
import { miningViewModels } from '../ui/screens/mining/mining.view-models';
import { nodeViewModels } from '../ui/screens/node/node.view-models';
import { noticeViewModels } from '../ui/screens/notice/notice.view-models';
import { openScreenViewModels } from '../ui/screens/open-screen/open-screen.view-models';
import { unpaidReminderPart } from '../ui/screens/orders/orders.routes';
import { ordersViewModels } from '../ui/screens/orders/orders.view-models';
import { pledgeViewModels } from '../ui/screens/pledge/pledge.view-models';
import { settingsViewModels } from '../ui/screens/settings/settings.view-models';
import { teamViewModels } from '../ui/screens/team/team.view-models';
import { tradeViewModels } from '../ui/screens/trade/trade.view-models';
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

/** A part of the app: the lazy features it loads and the view-models it resolves. */
interface Part extends Pick<LazyPart, 'features'> {
  readonly viewModels: () => Promise<readonly Newable[]>;
}

/** The shell's own view-models: they load with the container, no feature needed. */
const SHELL: Part = {
  viewModels: async () => [AppVm, ShellVm],
};

/** The shell's login sheet and wrong-network prompt: they load with the login feature. */
const LOGIN: Part = {
  features: ['login'],
  viewModels: async () => [LoginVm, WrongNetworkVm],
};

/** Every feature's view-model lists (`<feature>.view-models.ts`), by route path. */
const VIEW_MODELS: ViewModelsOf = {
  ...activityViewModels,
  ...addressViewModels,
  ...carViewModels,
  ...fundsViewModels,
  ...goldViewModels,
  ...homeViewModels,
  ...mallViewModels,
  ...miningViewModels,
  ...nodeViewModels,
  ...noticeViewModels,
  ...openScreenViewModels,
  ...ordersViewModels,
  ...pledgeViewModels,
  ...settingsViewModels,
  ...teamViewModels,
  ...tradeViewModels,
};

const noList = (path: string) => async (): Promise<readonly Newable[]> => {
  throw new Error(`no view-model list for ${path} in its feature's .view-models.ts`);
};

const PARTS: readonly (readonly [string, Part])[] = [
  ['the shell', SHELL],
  ['the login sheets', LOGIN],
  [
    'the unpaid-order reminder',
    { ...unpaidReminderPart, viewModels: ordersViewModels.unpaidReminder ?? noList('unpaidReminder') },
  ],
  ...ROUTES.map(
    (route) => [route.path, { ...route, viewModels: VIEW_MODELS[route.path] ?? noList(route.path) }] as const,
  ),
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

describe('the view-model lists', () => {
  it('name one list per route, and no route that is not in the table', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    expect(
      Object.keys(VIEW_MODELS)
        .filter((key) => key !== 'unpaidReminder')
        .sort(),
    ).toEqual([...paths].sort());
  });
});

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
