import type { LazyFeature } from './features';

/** The lazy features: the feature manifest's (`features.ts`) entries whose `module` is lazy. */
export type { LazyFeature };

/** Loads a feature's container module; resolves at once when it is already there. */
export const FeatureLoader = Symbol.for('FeatureLoader');
export interface FeatureLoader {
  /** Loads the feature's module once; fails with the chunk-loading error when offline (and may be retried). */
  load(feature: LazyFeature): Promise<void>;
}
