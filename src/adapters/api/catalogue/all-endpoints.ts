import type { EndpointFeature } from '../../../application/shared/features';
import type { Endpoint } from './endpoint';
import { GENERATED_FEATURE_ENDPOINTS } from './feature-endpoints.generated';

/**
 * Each feature's calls (`<F>_ENDPOINTS` of its catalogue file), one line per feature of the manifest that
 * declares calls (application/shared/features.ts: `endpoints: true`), written to feature-endpoints.generated.ts
 * by `npm run features`.
 */
const FEATURE_ENDPOINTS = GENERATED_FEATURE_ENDPOINTS;

/**
 * The order of the features' calls in the catalogue: the spec's call table (section 7) first; a feature not
 * named here follows in the manifest's order.
 */
const ORDER: readonly EndpointFeature[] = [
  'auth',
  'trade',
  'payment',
  'user',
  'node',
  'home',
  'orders',
  'mall',
  'mining',
  'funds',
  'pledge',
  'notice',
  'activity',
  'gold',
  'address',
  'car',
];
const features = [
  ...ORDER,
  ...(Object.keys(FEATURE_ENDPOINTS) as EndpointFeature[]).filter((f) => !ORDER.includes(f)),
];

const declared: readonly Endpoint[] = features.flatMap((feature) => FEATURE_ENDPOINTS[feature]);

/**
 * Every declared call, derived from the features' lists: the spec's calls first, in the order of the spec's
 * call table (section 7), then the proposed ones. The mock backend routes by it, the docs generator writes the
 * API catalogue from it, and a test checks ids and paths are unique.
 */
export const ALL_ENDPOINTS: readonly Endpoint[] = [
  ...declared.filter((endpoint) => endpoint.origin === 'spec'),
  ...declared.filter((endpoint) => endpoint.origin !== 'spec'),
];
