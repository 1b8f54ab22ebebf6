import type { Implementation } from './handler';
import type { StateSlice } from './mock-state';
import type { ProviderStateDef } from './provider-states';

/**
 * One feature of the mock backend, as it registers itself in core/mock-features.ts: the endpoints it
 * answers, its slice of the mock state (when it keeps data of its own) and the Pact provider states that
 * set its data up.
 */
export interface MockFeature {
  readonly name: string;
  readonly handlers: readonly Implementation[];
  readonly slice?: StateSlice;
  readonly providerStates?: readonly ProviderStateDef[];
}
