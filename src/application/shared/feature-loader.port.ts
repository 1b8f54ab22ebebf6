/**
 * The features whose container module loads with their first screen instead of the first paint, each
 * in its own chunk named after it (`src/main/container.ts` lists them): what is heavy (chain, socket,
 * payment) or needed by few screens. Every other feature's module loads with the container.
 */
export type LazyFeature =
  | 'activity'
  | 'address'
  | 'car'
  | 'funds'
  | 'gold'
  | 'login'
  | 'mall'
  | 'mining'
  | 'node'
  | 'notice'
  | 'orders'
  | 'payment'
  | 'pledge'
  | 'settings'
  | 'team'
  | 'trade';

/** Loads a feature's container module; resolves at once when it is already there. */
export const FeatureLoader = Symbol.for('FeatureLoader');
export interface FeatureLoader {
  /** Loads the feature's module once; fails with the chunk-loading error when offline (and may be retried). */
  load(feature: LazyFeature): Promise<void>;
}
