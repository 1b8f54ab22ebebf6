import type { FeatureControl, FeatureControlResult } from './control';
import type { HandlerContext, HandlerResult, Implementation, MockEnv } from './handler';
import type { MockResponse } from './mock-http';
import type { MockSettingsPart } from './mock-settings';
import type { MockState, StateSlice } from './mock-state';
import type { ProviderStateDef } from './provider-states';

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
  /** Control calls of its own (`POST /__mock/<path>`): the backend's state and environment. */
  readonly controls?: readonly FeatureControl<MockControlContext>[];
  readonly routes?: readonly FeatureRoute[];
  /**
   * Where its settings (mock-settings.ts, `env.<name>`) come from besides their defaults: the in-page demo's
   * values and the Node server's environment variables.
   */
  readonly settings?: MockSettingsPart;
  /**
   * Work the Node server runs on its own clock, besides answering calls (server/server-ticks.ts): what must
   * move while no screen polls. The in-page mock has none: the feature advances on its calls instead.
   */
  readonly serverTick?: (state: MockState, env: MockEnv) => Promise<void>;
}

/** What a feature's control call acts on. */
export type MockControlContext = Pick<HandlerContext<unknown>, 'state' | 'env'>;

/**
 * A control call written like a handler (the body beside the state, an answer built with ok/invalid/fail),
 * as the house's FeatureControl: a failure answers 404 when its code or status is 404, else 400.
 */
export const handlerControl = (
  path: string,
  run: (context: MockControlContext & { readonly body: unknown }) => HandlerResult<unknown>,
): FeatureControl<MockControlContext> => ({
  path,
  run: (context, body): FeatureControlResult => {
    const result = run({ ...context, body });
    if (result.ok) return { ok: true, data: result.data };
    const status = result.status === 404 || result.code === 404 ? 404 : 400;
    return { ok: false, status, msg: result.msg };
  },
});

/** A control call written like a handler, for `handlerControls`. */
export interface HandlerControlDef {
  readonly path: string;
  run(context: MockControlContext & { readonly body: unknown }): HandlerResult<unknown>;
}

/** Control calls written like handlers, as the house's FeatureControls. */
export const handlerControls = (
  defs: readonly HandlerControlDef[],
): readonly FeatureControl<MockControlContext>[] => defs.map((def) => handlerControl(def.path, def.run));
