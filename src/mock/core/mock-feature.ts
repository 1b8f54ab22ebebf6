import type { HandlerResult, Implementation, MockEnv } from './handler';
import type { MockResponse } from './mock-http';
import type { MockState, StateSlice } from './mock-state';
import type { ProviderStateDef } from './provider-states';

/**
 * A control call of a feature, `POST /__mock/<path>` (control.ts answers it like the shared ones: plain
 * JSON, never an envelope or a fault): tests move the feature's clock or data at once.
 */
export interface FeatureControl {
  /** After `/__mock/`, e.g. `gold/price`. */
  readonly path: string;
  run(context: {
    readonly body: unknown;
    readonly state: MockState;
    readonly env: MockEnv;
  }): HandlerResult<unknown>;
}

/** A request outside `/api/v1` and `/__mock/` that a feature answers (the upload store's presigned PUTs). */
export interface FeatureRoute {
  /** Paths starting with it go to `handle`, e.g. `/__r2/`. */
  readonly prefix: string;
  handle(context: {
    readonly method: string;
    readonly path: string;
    readonly headers: Readonly<Record<string, string>>;
    readonly body: string | null;
    readonly state: MockState;
    readonly env: MockEnv;
  }): MockResponse;
}

/**
 * One feature of the mock backend, as it registers itself in core/mock-features.ts: the endpoints it
 * answers, its slice of the mock state (when it keeps data of its own), the Pact provider states that
 * set its data up, and the control calls and extra routes it serves, if any.
 */
export interface MockFeature {
  readonly name: string;
  readonly handlers: readonly Implementation[];
  readonly slice?: StateSlice;
  readonly providerStates?: readonly ProviderStateDef[];
  readonly controls?: readonly FeatureControl[];
  readonly routes?: readonly FeatureRoute[];
}
