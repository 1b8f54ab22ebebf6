import type { MockedFeature } from '../../application/shared/features';
import type { MockFeature } from './mock-feature';
import { GENERATED_MOCK_FEATURE_ENTRIES } from './mock-feature-entries.generated';

/**
 * The features of the mock backend, one line per feature of the manifest that has a mock part
 * (application/shared/features.ts: `mock: true`), written to mock-feature-entries.generated.ts by
 * `npm run features`. A feature brings its handlers, its slice of the mock state, its Pact provider states,
 * its settings and server tick (`<feature>/<feature>.feature.ts`); mock-world.ts composes them.
 */
const MOCK_FEATURE_ENTRIES = GENERATED_MOCK_FEATURE_ENTRIES;

/**
 * The order of the provider states in the API catalogue; a feature not named here follows in the manifest's
 * order.
 */
const ORDER: readonly MockedFeature[] = [
  'auth',
  'home',
  'address',
  'user',
  'orders',
  'payment',
  'trade',
  'node',
  'mall',
  'mining',
  'funds',
  'notice',
  'activity',
  'gold',
  'car',
  'pledge',
];
const ORDERED: readonly [MockedFeature, MockFeature][] = [
  ...ORDER,
  ...(Object.keys(MOCK_FEATURE_ENTRIES) as MockedFeature[]).filter((f) => !ORDER.includes(f)),
].map((name) => [name, MOCK_FEATURE_ENTRIES[name]]);

/** The mock features in order; each answers to the name the manifest gives it (its settings' key). */
export const MOCK_FEATURES: readonly MockFeature[] = ORDERED.map(([name, feature]) => {
  if (feature.name !== name)
    throw new Error(`the mock feature listed as "${name}" calls itself "${feature.name}"`);
  return feature;
});
