import * as z from 'zod/mini';
import { FAULT_KINDS, type FaultKind, type FaultOptions } from './faults';
import { errorResponse, jsonResponse, type MockResponse } from './mock-http';

/** Path prefix of the control API; the app never calls it. */
export const CONTROL_PREFIX = '/__mock/';

/** What the control API drives (MockBackend). */
export interface ControlTarget {
  reset(): void;
  setFault(target: string, fault: FaultKind, options?: FaultOptions): void;
  clearFaults(): void;
  /** The names of the Pact provider states it can apply. */
  readonly providerStates: readonly string[];
  applyProviderState(name: string): Record<string, unknown>;
  health(): Record<string, unknown>;
  /** Sets a user's money; the user afterwards, or undefined when there is no such user. */
  setUserMoney(
    who: { readonly userId?: number; readonly address?: string },
    money: { balance?: string; destroyPool?: string },
  ): { readonly id: number; readonly balance: string; readonly destroyPool: string } | undefined;
  /** Announces the attached BSC stand-in (or BSC mainnet again); false when none is attached. */
  announceLocalBsc(on: boolean): boolean;
  /** A feature's own control call (`MockFeature.controls`), or undefined when no feature has `pathname`. */
  featureControl?(pathname: string, body: unknown): MockResponse | undefined;
}

/** What a feature's control call answers: data, or a refusal (HTTP 400 bad body, 404 nothing to act on). */
export type FeatureControlResult =
  | { readonly ok: true; readonly data: unknown }
  | { readonly ok: false; readonly status: 400 | 404; readonly msg: string };

/** A control call a feature brings (`POST /__mock/<path>`), answered like the others. */
export interface FeatureControl<Context> {
  /** The path after `/__mock/`, e.g. `funds/deposit`. */
  readonly path: string;
  run(context: Context, body: unknown): FeatureControlResult;
}

/** The answer of a feature's control call. */
export const featureControlResponse = (result: FeatureControlResult): MockResponse =>
  result.ok ? done(result.data) : errorResponse(result.status, result.status, result.msg);

const faultRequest = z.object({
  endpoint: z.string().check(z.minLength(1)),
  fault: z.enum(FAULT_KINDS),
  times: z.optional(z.number().check(z.int(), z.positive())),
  delayMs: z.optional(z.number().check(z.nonnegative())),
});

const stateRequest = z.object({
  state: z.string(),
  params: z.optional(z.record(z.string(), z.unknown())),
  /** Pact verifiers call a state for setup and again for teardown; teardown does nothing here. */
  action: z.optional(z.enum(['setup', 'teardown'])),
});

const amount = z.string().check(z.regex(/^\d+(\.\d+)?$/));
const moneyRequest = z.object({
  user_id: z.optional(z.number().check(z.int())),
  address: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))),
  balance: z.optional(amount),
  destroy_quota: z.optional(amount),
});

const chainsRequest = z.object({ bsc: z.enum(['local', 'mainnet']) });

const done = (data: unknown = null): MockResponse => jsonResponse(200, { code: 200, msg: 'ok', data });
const bad = (msg: string): MockResponse => errorResponse(400, 400, msg);

const parseBody = (body: string | null): { ok: true; value: unknown } | { ok: false } => {
  if (body === null || body.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch {
    return { ok: false };
  }
};

/**
 * The control API for tests (plain JSON, never an envelope, never a fault):
 * `POST /__mock/reset`, `POST /__mock/fault`, `POST /__mock/faults/clear`, `POST /__mock/state`,
 * `POST /__mock/provider-states` (Pact's state-change call), `POST /__mock/user/money`, `POST /__mock/chains`,
 * `GET /__mock/health`, and the features' own
 * (`MockFeature.controls`, e.g. `POST /__mock/mall/advance`).
 */
export const handleControl = (
  target: ControlTarget,
  method: string,
  pathname: string,
  body: string | null,
): MockResponse => {
  const call = `${method} ${pathname}`;
  if (call === 'GET /__mock/health') return done(target.health());
  if (method !== 'POST') return errorResponse(404, 404, `no such control call: ${call}`);
  const parsedBody = parseBody(body);
  if (!parsedBody.ok) return bad('request body is not JSON');
  switch (pathname) {
    case '/__mock/reset':
      target.reset();
      return done();
    case '/__mock/faults/clear':
      target.clearFaults();
      return done();
    case '/__mock/fault': {
      const parsed = faultRequest.safeParse(parsedBody.value);
      if (!parsed.success)
        return bad(`fault needs {endpoint, fault: ${FAULT_KINDS.join('|')}, times?, delayMs?}`);
      const { endpoint, fault, times, delayMs } = parsed.data;
      target.setFault(endpoint, fault, {
        ...(times === undefined ? {} : { times }),
        ...(delayMs === undefined ? {} : { delayMs }),
      });
      return done();
    }
    case '/__mock/state': {
      const parsed = stateRequest.safeParse(parsedBody.value);
      if (!parsed.success) return bad('state needs {state, params?, action?}');
      const { state, action } = parsed.data;
      if (!target.providerStates.includes(state)) {
        return bad(`unknown provider state "${state}"; known: ${target.providerStates.join(', ')}`);
      }
      return done(action === 'teardown' ? {} : target.applyProviderState(state));
    }
    case '/__mock/provider-states':
      return providerStateChange(target, parsedBody.value);
    case '/__mock/user/money':
      return setMoney(target, parsedBody.value);
    case '/__mock/chains': {
      const parsed = chainsRequest.safeParse(parsedBody.value);
      if (!parsed.success) return bad("chains needs {bsc: 'local'|'mainnet'}");
      if (!target.announceLocalBsc(parsed.data.bsc === 'local')) return bad('no local BSC chain is attached');
      return done({ bsc: parsed.data.bsc });
    }
    default:
      return (
        target.featureControl?.(pathname, parsedBody.value) ??
        errorResponse(404, 404, `no such control call: ${call}`)
      );
  }
};

/**
 * The values an interaction injects (`fromProviderState`), as Pact wants them: a flat JSON object. A state
 * answers the user's address ids as `address_ids` (the default first); the contract names the first
 * `address_id` and the second `other_address_id`. Everything else passes as the state names it.
 */
const pactValues = (data: Record<string, unknown>): Record<string, unknown> => {
  const ids = Array.isArray(data.address_ids) ? data.address_ids : [];
  return {
    ...data,
    ...(ids[0] !== undefined && { address_id: ids[0] }),
    ...(ids[1] !== undefined && { other_address_id: ids[1] }),
  };
};

/**
 * `POST /__mock/provider-states`: the reference implementation of the endpoint that `npm run verify:provider
 * -- --states-url` calls with Pact's state-change request `{state, params, action}`. `setup` (the default)
 * starts from the seed and applies the one state; `teardown` does nothing. The answer is the bare JSON object
 * of injected values (no `{code, msg, data}` envelope), as Pact's own `providerStatesSetupUrl` expects; an
 * unknown state answers HTTP 400 naming the known ones.
 */
const providerStateChange = (target: ControlTarget, body: unknown): MockResponse => {
  const parsed = stateRequest.safeParse(body);
  if (!parsed.success) return jsonResponse(400, { error: 'provider-states needs {state, params?, action?}' });
  const { state, action } = parsed.data;
  if (!target.providerStates.includes(state)) {
    return jsonResponse(400, {
      error: `unknown provider state "${state}"; known: ${target.providerStates.join(', ')}`,
    });
  }
  if (action === 'teardown') return jsonResponse(200, {});
  target.reset();
  try {
    return jsonResponse(200, pactValues(target.applyProviderState(state)));
  } catch (error) {
    return jsonResponse(500, {
      error: `state "${state}": ${error instanceof Error ? error.message : error}`,
    });
  }
};

/** `POST /__mock/user/money`: a user's balance and destroy quota, by `user_id` or `address`. */
const setMoney = (target: ControlTarget, body: unknown): MockResponse => {
  const parsed = moneyRequest.safeParse(body);
  const who = parsed.success ? parsed.data : undefined;
  if (!who || (who.user_id === undefined) === (who.address === undefined)) {
    return bad('user/money needs {user_id | address, balance?, destroy_quota?} (decimal strings)');
  }
  const user = target.setUserMoney(
    {
      ...(who.user_id === undefined ? {} : { userId: who.user_id }),
      ...(who.address ? { address: who.address } : {}),
    },
    {
      ...(who.balance === undefined ? {} : { balance: who.balance }),
      ...(who.destroy_quota === undefined ? {} : { destroyPool: who.destroy_quota }),
    },
  );
  if (!user) return errorResponse(404, 404, 'no such user');
  return done({ user_id: user.id, balance: user.balance, destroy_quota: user.destroyPool });
};
