import type { FeatureControl } from './control';
import type { HandlerContext, Implementation } from './handler';
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
  /** Control calls of its own (`POST /__mock/<path>`): the backend's state and environment. */
  readonly controls?: readonly FeatureControl<MockControlContext>[];
}

/** What a feature's control call acts on. */
export type MockControlContext = Pick<HandlerContext<unknown>, 'state' | 'env'>;
