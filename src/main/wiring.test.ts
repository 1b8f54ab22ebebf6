import { Container, type ContainerModule, type Newable, type ServiceIdentifier } from 'inversify';
import { describe, expect, it } from 'vitest';
import { HttpClient } from '../adapters/api/http-client';
import type { WebSocketFactory } from '../adapters/socket/socket-runtime';
import { MemoryStorage } from '../adapters/storage/storage-areas';
import { LogoutUseCase } from '../application/auth/logout.use-case';
import { SessionStore } from '../application/auth/session.store';
import { NoticeSummaryStore } from '../application/notice/notice-summary.store';
import { ChainGateway } from '../application/payment/chain-gateway.port';
import { OrderLock } from '../application/payment/order-lock.port';
import { PaymentProgressStore } from '../application/payment/payment.store';
import { PaymentEngine } from '../application/payment/payment-engine';
import { AmountPrivacyStore } from '../application/shared/amount-privacy.store';
import { AuthSignals } from '../application/shared/auth-signals';
import { Clock } from '../application/shared/clock.port';
import { CurrentLanguage } from '../application/shared/current-language.port';
import { FeatureLoader, type LazyFeature } from '../application/shared/feature-loader.port';
import { LAZY_FEATURES, ROUTED_FEATURES } from '../application/shared/features';
import { LocaleStore } from '../application/shared/locale.store';
import { RequestEnvelope } from '../application/shared/request-envelope.port';
import { AppStorage } from '../application/shared/storage.port';
import { MarketSocket } from '../application/trade/market-socket.port';
import { WalletRegistry } from '../application/wallet/wallet.port';
import { WalletSessionStore } from '../application/wallet/wallet-session.store';
import { AppVm } from '../ui/app/app.vm';
import type { LazyPart, ViewModelsOf } from '../ui/app/route-spec';
import { ROUTES } from '../ui/app/route-table';
import { ShellVm } from '../ui/app/shell.vm';
import { LoginVm } from '../ui/screens/auth/login.vm';
import { WrongNetworkVm } from '../ui/screens/auth/wrong-network.vm';
import { unpaidReminderPart } from '../ui/screens/orders/orders.routes';
import { ordersViewModels } from '../ui/screens/orders/orders.view-models';
import { parseConfig } from './config';
import { buildContainer, EAGER_MODULES, lazyModules } from './container';

/**
 * The app's real container in each profile, with every route: a view-model that no module binds, or a
 * route that does not load the module binding it (or one its view-model needs), fails here instead of
 * in e2e. Nothing reaches the network or a socket: resolving only constructs.
 */
const PROFILES = {
  demo: {},
  live: {
    PUBLIC_PROFILE: 'live',
    PUBLIC_API_BASE: 'https://api.example.test',
    PUBLIC_SOCKET_PROTOCOL: 'b',
    PUBLIC_CHAIN_CONTRACTS: `56:USDT=0x${'1'.repeat(40)},NADI=0x${'2'.repeat(40)},payment=0x${'3'.repeat(40)},receiver=0x${'4'.repeat(40)}`,
  },
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

/** Every lazy feature of the manifest (application/shared/features.ts). */
const ALL_FEATURES: readonly LazyFeature[] = LAZY_FEATURES;

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

/**
 * Every feature's view-model lists by route path, read from `ui/screens/<f>/<f>.view-models.ts` of each
 * feature of the manifest that has screens (its one export named `…ViewModels`).
 */
const VIEW_MODELS: ViewModelsOf = Object.assign(
  {},
  ...(await Promise.all(
    ROUTED_FEATURES.map(async (feature) => {
      const module: Record<string, unknown> = await import(
        `../ui/screens/${feature}/${feature}.view-models.ts`
      );
      const lists = Object.entries(module).filter(([name]) => name.endsWith('ViewModels'));
      if (lists.length !== 1)
        throw new Error(`${feature}.view-models.ts exports ${lists.length} …ViewModels lists`);
      return lists[0]?.[1] as ViewModelsOf;
    }),
  )),
);

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

/**
 * Stores, adapters and the payment engine: one instance per container. Besides these, every feature's API
 * port (a `…Api` token that a feature module binds).
 */
const SINGLETONS: readonly ServiceIdentifier[] = [
  AppStorage,
  Clock,
  RequestEnvelope,
  AuthSignals,
  LocaleStore,
  HttpClient,
  SessionStore,
  LogoutUseCase,
  NoticeSummaryStore,
  WalletRegistry,
  WalletSessionStore,
  ChainGateway,
  OrderLock,
  PaymentProgressStore,
  PaymentEngine,
  MarketSocket,
  AmountPrivacyStore,
];

const loaded = async (env: Record<string, string>, features: readonly LazyFeature[]) => {
  const container = buildContainer(parseConfig(env), platform());
  const loader = container.get<FeatureLoader>(FeatureLoader);
  await Promise.all(features.map((feature) => loader.load(feature)));
  return container;
};

/** Every feature module: the eager ones and the lazy ones loaded. */
const allModules = async (env: Record<string, string>): Promise<ContainerModule[]> => [
  ...EAGER_MODULES,
  ...(await Promise.all(Object.values(lazyModules(parseConfig(env))).map((load) => load()))),
];

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
    const modules = await allModules(env);
    const container = await loaded(env, ALL_FEATURES);
    const ids = (await Promise.all(modules.map(identifiersOf))).flat();
    expect(ids.length).toBeGreaterThan(50);
    for (const id of ids) expect(container.get(id), String(id)).toBeDefined();
  });

  it('shares one instance of each store, adapter and engine', async () => {
    const container = await loaded(env, ALL_FEATURES);
    const ports = (await Promise.all((await allModules(env)).map(identifiersOf)))
      .flat()
      .filter((id) => /^Symbol\(\w+Api\)$/.test(String(id)));
    expect(ports.length).toBeGreaterThanOrEqual(14);
    for (const id of [...SINGLETONS, ...ports]) expect(container.get(id), String(id)).toBe(container.get(id));
    expect(container.get(CurrentLanguage)).toBe(container.get(LocaleStore));
    expect(container.get(PaymentEngine).progress).toBe(container.get(PaymentProgressStore));
  });
});
