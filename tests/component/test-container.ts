import type { Container, ServiceIdentifier } from 'inversify';
import type { WebSocketFactory } from '../../src/adapters/socket/socket-runtime';
import { MemoryStorage } from '../../src/adapters/storage/storage-areas';
import type { AppConfig } from '../../src/application/shared/app-config';
import { FeatureLoader, type LazyFeature } from '../../src/application/shared/feature-loader.port';
import { AppStorage } from '../../src/application/shared/storage.port';
import { buildContainer, type Platform } from '../../src/main/container';
import { InMemoryStorage } from '../fakes/in-memory-storage';
import { testAppConfig } from '../fakes/test-config';

/** A port (an API, the storage, the clock, the wallets, the chain…) and the fake that stands behind it. */
export interface Fake {
  readonly port: ServiceIdentifier;
  readonly value: unknown;
}

/** `port` answered by `value` in the test's container instead of the app's adapter. */
export const fake = <T>(port: ServiceIdentifier<T>, value: T): Fake => ({ port, value });

export interface TestContainerOptions {
  /** The lazy features the screen's route loads (its RouteSpec.features); the eager ones always load. */
  readonly features?: readonly LazyFeature[];
  /** The fields of the tests' AppConfig (testAppConfig) that the test changes. */
  readonly config?: Partial<AppConfig>;
  /** The adapters swapped for fakes. The storage is always a fresh InMemoryStorage unless given here. */
  readonly fakes?: readonly Fake[];
}

/** Nothing reaches the network or a socket: a port that a test left real fails loudly when used. */
const platform = (): Platform => ({
  storageAreas: { local: new MemoryStorage(), session: new MemoryStorage() },
  fetch: (() => {
    throw new Error(
      'a component test calls no API: give the port a fake (tests/component/test-container.ts)',
    );
  }) as typeof fetch,
  webSocket: (() => {
    throw new Error('a component test opens no socket: give the port a fake');
  }) as WebSocketFactory,
});

/**
 * The one way to build a screen's container: the app's own composition (buildContainer, with its eager
 * modules), the screen's lazy features loaded through the app's FeatureLoader as its route would, and then
 * only the adapters swapped for fakes. View-models, use cases and stores are the modules' own bindings in
 * their own scopes, so a class that no module binds fails here as it would in the app.
 */
export async function testContainer(options: TestContainerOptions = {}): Promise<Container> {
  const container = buildContainer(testAppConfig(options.config), platform());
  const loader = container.get<FeatureLoader>(FeatureLoader);
  await Promise.all((options.features ?? []).map((feature) => loader.load(feature)));
  // After the features: a module loaded later would bind its adapter beside the fake.
  for (const { port, value } of [fake(AppStorage, new InMemoryStorage()), ...(options.fakes ?? [])]) {
    // A port that no module binds (an optional one, such as PaymentTiming) is bound; the others rebound.
    (container.isBound(port) ? container.rebind(port) : container.bind(port)).toConstantValue(value);
  }
  return container;
}
