import type { HandlerResult, Implementation, MockEnv } from './handler';
import type { MockState, StateSlice } from './mock-state';
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
  /** Control calls of its own (`POST /__mock/<path>`), for tests that move its data on at once. */
  readonly controls?: readonly MockControl[];
}

/**
 * A feature's control call: `POST /__mock/<path>` with a JSON body, guarded like the others (the mock's
 * secret, no CORS). It answers `data`, or a failure whose message says what the body should be.
 */
export interface MockControl {
  /** After `/__mock/`, e.g. `mall/advance`. */
  readonly path: string;
  run(context: {
    readonly state: MockState;
    readonly env: MockEnv;
    readonly body: unknown;
  }): HandlerResult<unknown>;
}
