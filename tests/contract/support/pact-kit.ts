import { MatchersV3, PactV4, type TemplateQuery, type V3MockServer } from '@pact-foundation/pact';
import type * as z from 'zod/mini';
import { toJSONSchema } from 'zod/v4/core';
import type { Endpoint } from '../../../src/adapters/api/catalogue/endpoint';
import { decimalString, isoDate } from '../../../src/adapters/api/catalogue/endpoint';
import { HttpClient } from '../../../src/adapters/api/http-client';
import { PlainEnvelope } from '../../../src/adapters/api/plain-envelope.adapter';
import { AuthSignals } from '../../../src/application/shared/auth-signals';
import { PACT_TOKEN } from '../../../src/mock/core/provider-states';
import { FakeTokenStorage } from '../../fakes/fake-http';
import { LIVE_API, testAppConfig } from '../../fakes/test-config';
import { CONSUMER, PROVIDER, pactPartDir } from './pact-file';

/** Awaits a call that must fail and answers its AppError (the HTTP kit's `failure`). */
export { failure as appErrorOf } from '../../fakes/fake-http';

const { regex, string } = MatchersV3;

/**
 * After a passing test body, waits a moment before Pact reads the mock server's results. pact 16.3+ has a
 * race between the mock server's bookkeeping and that read: under CPU load a request that was matched
 * and answered is reported "expected but not received" (pact-foundation/pact-reference#535,
 * pact-js#1835). Seen here about once in ten runs on a busy machine.
 */
const settled =
  (body: (server: V3MockServer) => Promise<void>) =>
  async (server: V3MockServer): Promise<void> => {
    await body(server);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  };
const SETTLE_MS = 50;

/** The token the provider states make valid ("a user is logged in" and the states built on it). */
export { PACT_TOKEN };

export interface ContractKit {
  /** The real HTTP client, pointed at the Pact mock server. */
  readonly client: HttpClient;
  /** Server messages of every "unauthorized" signal the client raised, in order. */
  readonly unauthorized: string[];
}

/** The real HttpClient against `baseUrl`, with Node's fetch, plain JSON bodies and the TW language. */
export const contractKit = (baseUrl: string, token: string | null): ContractKit => {
  const signals = new AuthSignals();
  const unauthorized: string[] = [];
  signals.onUnauthorized((message) => unauthorized.push(message));
  const client = new HttpClient(
    testAppConfig({ ...LIVE_API, apiBase: baseUrl }),
    new FakeTokenStorage(token),
    { apiCode: () => 'TW' },
    new PlainEnvelope(),
    signals,
    (input, init) => fetch(input, init),
  );
  return { client, unauthorized };
};

/** The `pattern` the catalogue declares for a string schema, so the contract and the catalogue agree. */
const patternOf = (schema: z.ZodMiniType): string => {
  const { pattern } = toJSONSchema(schema as never, { io: 'output' }) as { pattern?: string };
  if (pattern === undefined) throw new Error('schema has no pattern');
  return pattern;
};

const DECIMAL_PATTERN = patternOf(decimalString);
const ISO_DATE_PATTERN = patternOf(isoDate);

/** Money: a decimal string such as "15234.567891" (never a JSON number). */
export const decimal = (example: string) => regex(DECIMAL_PATTERN, example);
/**
 * Money of exactly this value, where a rule fixes it (an elite node's 500 power on home and on mining alike):
 * the decimal string as written or with trailing zeros ("500", "500.00"), no other amount.
 */
export const decimalOf = (value: string) => {
  const parts = /^(\d+)(?:\.(\d*[1-9]))?$/.exec(value);
  if (!parts) throw new Error(`decimalOf wants a plain decimal without trailing zeros, got "${value}"`);
  const [, whole, fraction] = parts;
  return regex(fraction === undefined ? `^${whole}(\\.0+)?$` : `^${whole}\\.${fraction}0*$`, value);
};
/** An ISO-8601 date-time such as "2025-01-08T09:30:00.000Z". */
export const dateTime = (example: string) => regex(ISO_DATE_PATTERN, example);
/** A 0x wallet address. */
export const walletAddress = (example: string) => regex('^0x[0-9a-fA-F]{40}$', example);

/**
 * A value the provider state supplies at verification (`name` in what the state handler answers);
 * `example` is what the consumer test sends.
 */
export const fromState = <V>(name: string, example: V) =>
  MatchersV3.fromProviderState(`\${${name}}`, example);

/** Headers the client sends: the API language; the token for `auth` calls; JSON for POST bodies. */
const requestHeaders = (endpoint: Endpoint, options: { token?: boolean } = {}) => ({
  lang: regex('^[A-Z]{2}$', 'TW'),
  ...((options.token ?? endpoint.auth) && { Authorization: `Bearer ${PACT_TOKEN}` }),
  ...(endpoint.method === 'POST' && {
    'Content-Type': regex('^application/json(;.*)?$', 'application/json'),
  }),
});

/** Every answer is JSON. */
const JSON_HEADERS = {
  'Content-Type': regex('^application/json(;.*)?$', 'application/json; charset=utf-8'),
};

/** A success answer: code 200 and `data`. */
export const success = (data: unknown) => ({ code: 200, msg: string('success'), data });

/** A failure answer: its code and a message the app may show. */
export const failure = (code: number, msg: string) => ({ code, msg: string(msg) });

/** One interaction of the contract: in a provider state, one call to an endpoint and the answer it gets. */
export interface InteractionSpec {
  /** The provider state the interaction runs in. */
  readonly given: string;
  /** The endpoint called: its method and path; whether the request carries the token, unless `token` says. */
  readonly endpoint: Endpoint;
  /** What the call is; the pact file names the interaction `${endpoint.id}: ${description}`. */
  readonly description: string;
  /** The query string (GET). */
  readonly query?: TemplateQuery;
  /** The JSON body (POST). */
  readonly body?: unknown;
  /** Sends the token (or not) whatever the endpoint declares: a call a visitor makes without one. */
  readonly token?: boolean;
  /** HTTP status of the answer; 200 unless given. */
  readonly status?: number;
  /** The answer's JSON body: `success(...)` or `failure(...)`. */
  readonly answer: unknown;
}

/** Declares one interaction and runs a test body against the Pact mock server that plays it. */
export type Interaction = (
  spec: InteractionSpec,
  test: (server: V3MockServer) => Promise<void>,
) => Promise<void>;

/**
 * One Pact per test file (each worker writes a part of the pact file, see pact-file.ts); answers the
 * function that declares its interactions. Every request carries the client's headers (`requestHeaders`),
 * every answer is JSON, and the body runs `settled`.
 */
export const pactInteractions = (): Interaction => {
  const pact = new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: pactPartDir(), logLevel: 'warn' });
  return (spec, test) =>
    pact
      .addInteraction()
      .given(spec.given)
      .uponReceiving(`${spec.endpoint.id}: ${spec.description}`)
      .withRequest(spec.endpoint.method, spec.endpoint.path, (request) => {
        request.headers(requestHeaders(spec.endpoint, spec.token === undefined ? {} : { token: spec.token }));
        if (spec.query !== undefined) request.query(spec.query);
        if (spec.body !== undefined) request.jsonBody(spec.body);
      })
      .willRespondWith(spec.status ?? 200, (response) => {
        response.headers(JSON_HEADERS).jsonBody(spec.answer);
      })
      .executeTest(settled(test));
};
