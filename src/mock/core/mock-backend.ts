import { ALL_ENDPOINTS } from '../../adapters/api/catalogue/all-endpoints';
import type { Endpoint } from '../../adapters/api/catalogue/endpoint';
import { CONTROL_PREFIX, type ControlTarget, featureControlResponse, handleControl } from './control';
import { FaultBook, type FaultKind, type FaultOptions, faultResponse } from './faults';
import { runFeatureRoute } from './feature-calls';
import type { Implementation, MockEnv } from './handler';
import { DEFAULT_NADI_CHAIN, DEFAULT_ORIGIN, type MockBackendOptions } from './mock-backend-options';
import { errorResponse, jsonResponse, type MockRequest, type MockResponse } from './mock-http';
import type { MockState, MockStateData, MockUser } from './mock-state';
import {
  createMockState,
  FEATURE_CONTROLS,
  IMPLEMENTATIONS,
  PROVIDER_STATE_DEFS,
  PROVIDER_STATES,
  seedState,
  settingsGiven,
} from './mock-world';
import { applyProviderState } from './provider-states';
import { cryptoRandom } from './random';
import { bearerToken, describeIssues, readBody } from './request-reading';

export { DEFAULT_NADI_CHAIN, DEFAULT_ORIGIN, type MockBackendOptions } from './mock-backend-options';
export type { MockRequest, MockResponse } from './mock-http';

/** The message of the HTTP 403 a frozen account's calls answer (provider state "the user's account is frozen"). */
export const ACCOUNT_FROZEN = 'account frozen';

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The mock backend, free of any transport: a request in, an answer out. Routes by method and path to
 * the handlers of the registered features (mock-features.ts), in this order: control API, fault, route (404/405/501), envelope,
 * token, request schema, handler. Hosted in the page (in-page-host.ts) and in Node (http-server.ts).
 */
export class MockBackend implements ControlTarget {
  readonly state: MockState;
  private readonly faults = new FaultBook();
  private readonly seenNonces = new Set<string>();
  private readonly routes = new Map<string, Endpoint>();
  private readonly paths = new Set<string>();
  private readonly handlers = new Map<string, Implementation>();
  private env: MockEnv;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: MockBackendOptions = {}) {
    const clock = options.clock ?? { now: () => Date.now() };
    this.env = {
      now: () => clock.now(),
      random: options.random ?? cryptoRandom,
      origin: (options.origin ?? DEFAULT_ORIGIN).replace(/\/+$/, ''),
      nadiChain: { ...DEFAULT_NADI_CHAIN, ...options.nadiChain },
      ...(options.confirmOnChain ? { confirmOnChain: options.confirmOnChain } : {}),
      ...(options.findOnChain ? { findOnChain: options.findOnChain } : {}),
      ...(options.openOnChain ? { openOnChain: options.openOnChain } : {}),
      ...(options.fundsChain ? { fundsChain: options.fundsChain } : {}),
      ...settingsGiven(options),
    };
    if (options.bscChain?.announced) this.announceLocalBsc(true);
    this.sleep = options.sleep ?? realSleep;
    this.state = createMockState(options.initialState ?? seedState());
    for (const endpoint of options.endpoints ?? ALL_ENDPOINTS) {
      this.routes.set(`${endpoint.method} ${endpoint.path}`, endpoint);
      this.paths.add(endpoint.path);
    }
    for (const implementation of IMPLEMENTATIONS)
      this.handlers.set(implementation.endpoint.id, implementation);
  }

  /** The backend's clock (milliseconds since the epoch): the hosts date their answers with it. */
  now(): number {
    return this.env.now();
  }

  /** Runs a feature's work outside any request (the Node server's ticks, server/server-ticks.ts). */
  runTick(tick: (state: MockState, env: MockEnv) => Promise<void>): Promise<void> {
    return tick(this.state, this.env);
  }

  get envelopeEnabled(): boolean {
    return this.options.envelope?.enabled === true;
  }

  async handle(request: MockRequest): Promise<MockResponse> {
    try {
      return await this.route(request);
    } catch (error) {
      return errorResponse(
        500,
        500,
        `mock backend error: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  // ---- control (also reachable over /__mock/*) ----

  /** Back to the seed; faults and seen nonces are forgotten too, the BSC chain announced as at start. */
  reset(): void {
    this.state.restore(seedState());
    this.faults.clear();
    this.seenNonces.clear();
    this.announceLocalBsc(this.options.bscChain?.announced === true);
  }

  /**
   * Announces the attached BSC stand-in as BSC (true) or BSC mainnet again (false). False when no such
   * chain is attached (nothing changes).
   */
  announceLocalBsc(on: boolean): boolean {
    const local = this.options.bscChain?.settings;
    if (!local) return false;
    const { bscChain: _, ...rest } = this.env;
    this.env = on ? { ...rest, bscChain: local } : rest;
    return true;
  }

  /**
   * Sets a user's balance and destroy quota (decimal strings), by id or wallet address; the user as it is
   * then, or undefined when there is none.
   */
  setUserMoney(
    who: { readonly userId?: number; readonly address?: string },
    money: Partial<Pick<MockUser, 'balance' | 'destroyPool'>>,
  ): MockUser | undefined {
    const user =
      who.userId !== undefined
        ? this.state.userById(who.userId)
        : this.state.userByAddress(who.address ?? '');
    return user && this.state.updateUser(user.id, money);
  }

  /** A feature's control call (`POST /__mock/<path>`); undefined when no feature declares the path. */
  featureControl(pathname: string, body: unknown): MockResponse | undefined {
    const control = FEATURE_CONTROLS.get(pathname.slice(CONTROL_PREFIX.length));
    return control && featureControlResponse(control.run({ state: this.state, env: this.env }, body));
  }

  /** Arms a fault for an endpoint id, a path or `*` (see FaultBook). */
  setFault(target: string, fault: FaultKind, options?: FaultOptions): void {
    this.faults.set(target, fault, options);
  }

  clearFaults(): void {
    this.faults.clear();
  }

  get providerStates(): readonly string[] {
    return PROVIDER_STATES;
  }

  /** Puts the state into a named Pact provider state (one of `providerStates`, else it throws). */
  applyProviderState(name: string): Record<string, unknown> {
    const def = PROVIDER_STATE_DEFS.find((d) => d.name === name);
    if (!def) throw new RangeError(`unknown provider state "${name}"`);
    return applyProviderState(this.state, def, this.env);
  }

  health(): Record<string, unknown> {
    return {
      status: 'ok',
      envelope: this.envelopeEnabled,
      users: this.state.userCount,
      faults: this.faults.size,
    };
  }

  snapshot(): MockStateData {
    return this.state.snapshot();
  }

  /** Takes back a snapshot; false (state unchanged) when `value` is not one. */
  restore(value: unknown): boolean {
    return this.state.restore(value);
  }

  // ---- the pipeline ----

  private async route(request: MockRequest): Promise<MockResponse> {
    const url = new URL(request.path, 'http://mock.invalid');
    const method = request.method.toUpperCase();
    if (this.options.controlApi !== false && url.pathname.startsWith(CONTROL_PREFIX)) {
      return handleControl(this, method, url.pathname, request.body);
    }
    const extra = runFeatureRoute(request, url.pathname, this.state, this.env);
    if (extra) return extra;
    const endpoint = this.routes.get(`${method} ${url.pathname}`) ?? null;
    const fault = this.faults.take(endpoint?.id ?? null, url.pathname);
    if (fault?.kind === 'slow') await this.sleep(fault.delayMs);
    else if (fault) return faultResponse(fault.kind, endpoint);

    if (!endpoint) {
      return this.paths.has(url.pathname)
        ? errorResponse(405, 405, `method ${method} not allowed on ${url.pathname}`)
        : errorResponse(404, 404, `no such endpoint: ${method} ${url.pathname}`);
    }
    const implementation = this.handlers.get(endpoint.id);
    if (!implementation) return errorResponse(501, 501, 'not implemented in the mock');

    let input: unknown;
    if (method === 'GET') {
      input = Object.fromEntries(url.searchParams);
    } else {
      const body = await readBody(request.body, this.options.envelope, this.seenNonces, this.env.now());
      if (!body.ok) return body.response;
      input = body.value;
    }

    let user: MockUser | null = null;
    if (endpoint.auth) {
      const token = bearerToken(request.headers);
      const found = token === null ? undefined : this.state.userByToken(token);
      if (!found) return errorResponse(401, 401, 'login expired');
      if (found.frozen) return errorResponse(403, 403, ACCOUNT_FROZEN);
      user = found;
    }

    const parsed = endpoint.request.safeParse(input);
    if (!parsed.success)
      return errorResponse(400, 400, `invalid request: ${describeIssues(parsed.error.issues)}`);

    const result = await implementation.run({
      input: parsed.data,
      user,
      state: this.state,
      env: this.env,
      headers: request.headers,
    });
    if (result.ok) return jsonResponse(200, { code: 200, msg: 'success', data: result.data });
    const { status, code, msg, data } = result;
    return data ? jsonResponse(status, { code, msg, data }) : errorResponse(status, code, msg);
  }
}
