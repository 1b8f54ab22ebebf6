/**
 * Parts of the app whose adapters load with the first screen that needs them, not with the first
 * paint: `commerce` (nodes, mining, orders, payment, chain) and `market` (live socket, trading).
 */
export type Feature = 'commerce' | 'market';

/** Loads a feature's adapters into the container; resolves at once when they are already there. */
export const FeatureLoader = Symbol.for('FeatureLoader');
export interface FeatureLoader {
  /** Loads the feature's bindings once; fails with the chunk-loading error when offline. */
  load(feature: Feature): Promise<void>;
}
