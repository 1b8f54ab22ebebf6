import type { Implementation } from './handler';
import type { FeatureRoute } from './mock-feature';
import { MOCK_FEATURES } from './mock-features';
import type { MockSettings, SettingsReader } from './mock-settings';
import { MockState, type MockStateData, type StateSlice } from './mock-state';
import type { ProviderStateDef } from './provider-states';
import { FIRST_NEW_USER_ID, SEED_USERS } from './seed-users';

/** The registered features' parts, put together: endpoints, state slices, provider states, the seed. */

/** Throws at start when two features claim the same name (an endpoint id or a provider state). */
const unique = <T>(items: readonly T[], key: (item: T) => string, what: string): readonly T[] => {
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(key(item))) throw new Error(`two mock features declare the ${what} "${key(item)}"`);
    seen.add(key(item));
  }
  return items;
};

/** Every endpoint the mock answers; a declared endpoint missing here answers HTTP 501. */
export const IMPLEMENTATIONS: readonly Implementation[] = unique(
  MOCK_FEATURES.flatMap((f) => f.handlers),
  (i) => i.endpoint.id,
  'endpoint',
);

/** The slices of the mock state, besides its shared users and sessions. */
export const STATE_SLICES: readonly StateSlice[] = MOCK_FEATURES.flatMap((f) => (f.slice ? [f.slice] : []));

/** The states the Pact provider verification can ask for (`POST /__mock/state`). */
export const PROVIDER_STATE_DEFS: readonly ProviderStateDef[] = unique(
  MOCK_FEATURES.flatMap((f) => f.providerStates ?? []),
  (s) => s.name,
  'provider state',
);

export const PROVIDER_STATES: readonly string[] = PROVIDER_STATE_DEFS.map((s) => s.name);

/** The features' own control calls, by path after `/__mock/`. */
export const FEATURE_CONTROLS = new Map(
  unique(
    MOCK_FEATURES.flatMap((f) => f.controls ?? []),
    (c) => c.path,
    'control call',
  ).map((c) => [c.path, c]),
);

/** The features' routes outside the API (uploads). */
export const FEATURE_ROUTES: readonly FeatureRoute[] = MOCK_FEATURES.flatMap((f) => f.routes ?? []);

/** A fresh copy of the seeded world, the same on every start: the seeded users and every slice's seed. */
export const seedState = (): MockStateData =>
  Object.assign(
    {
      version: 1 as const,
      nextUserId: FIRST_NEW_USER_ID,
      users: SEED_USERS.map((u) => ({ ...u })),
      tokens: {},
    },
    ...STATE_SLICES.map((slice) => slice.seed()),
  );

/** A mock state with every feature's slice, from `data` (default: the seed). */
export const createMockState = (data: MockStateData = seedState()): MockState =>
  new MockState(data, STATE_SLICES);

/** Each feature's settings among a backend's options (MockBackendOptions), for its environment. */
export const settingsGiven = (options: MockSettings): MockSettings =>
  Object.fromEntries(
    MOCK_FEATURES.flatMap((f) => {
      const given = (options as Readonly<Record<string, unknown>>)[f.name];
      return given === undefined ? [] : [[f.name, given]];
    }),
  );

/** The in-page demo's settings: each feature's `settings.demo`. */
export const demoSettings = (): MockSettings =>
  Object.fromEntries(MOCK_FEATURES.flatMap((f) => (f.settings?.demo ? [[f.name, f.settings.demo]] : [])));

/** The Node server's settings: each feature's `settings.fromEnv`, read from its environment. */
export const settingsFromEnv = (read: SettingsReader): MockSettings =>
  Object.fromEntries(
    MOCK_FEATURES.flatMap((f) => (f.settings?.fromEnv ? [[f.name, f.settings.fromEnv(read)]] : [])),
  );
