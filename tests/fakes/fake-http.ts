import type { FetchFn } from '../../src/adapters/api/fetch';
import { HttpClient } from '../../src/adapters/api/http-client';
import type { AppConfig } from '../../src/application/shared/app-config';
import { AuthSignals } from '../../src/application/shared/auth-signals';
import type { RequestEnvelope } from '../../src/application/shared/request-envelope.port';
import type { AppStorage } from '../../src/application/shared/storage.port';
import { AppError } from '../../src/domain/shared/app-error';
import { LIVE_API, testAppConfig } from './test-config';

/**
 * Test kit of the HTTP adapters: a scripted fetch, a configuration and a token store, so that tests
 * build an HttpClient by hand (no container, no module mocks).
 */

export interface RecordedRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The parsed JSON body; undefined for GET. */
  readonly body: unknown;
}

type Reply = (signal: AbortSignal | undefined) => Promise<Response>;

/** A fetch that answers from a queue of scripted replies and records every request. */
export class FakeFetch {
  readonly requests: RecordedRequest[] = [];
  private readonly replies: Reply[] = [];

  readonly fn: FetchFn = async (input, init) => {
    this.requests.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string> | undefined) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const reply = this.replies.shift();
    if (!reply) throw new Error(`FakeFetch: no reply scripted for ${String(input)}`);
    return reply(init?.signal ?? undefined);
  };

  /** Answers `{code, msg, data}` with HTTP 200. */
  answer(data: unknown, code = 200, msg = 'success'): this {
    return this.raw(200, JSON.stringify({ code, msg, data }));
  }

  /** Answers a status and a raw body. */
  raw(status: number, body: string): this {
    this.replies.push(async () => new Response(body, { status }));
    return this;
  }

  /** Fails the way fetch fails when the network is down. */
  offline(): this {
    this.replies.push(async () => {
      throw new TypeError('Failed to fetch');
    });
    return this;
  }

  /** Never answers; rejects like fetch once the request is aborted. */
  hang(): this {
    this.replies.push(
      (signal) =>
        new Promise<Response>((_, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    return this;
  }

  get last(): RecordedRequest {
    const last = this.requests.at(-1);
    if (!last) throw new Error('FakeFetch: no request made');
    return last;
  }
}

/** Holds a token and counts renewals; the rest of the port does nothing. */
export class FakeTokenStorage implements AppStorage {
  touches = 0;
  constructor(public token: string | null = null) {}
  getToken = () => this.token;
  setToken = (token: string) => {
    this.token = token;
  };
  touchToken = () => {
    this.touches += 1;
  };
  getUserInfo = () => null;
  setUserInfo = () => {};
  clearSession = () => {
    this.token = null;
  };
  getLocal = () => null;
  setLocal = () => {};
  removeLocal = () => {};
  getSession = () => null;
  setSession = () => {};
  removeSession = () => {};
}

export interface HttpKit {
  readonly client: HttpClient;
  readonly fetch: FakeFetch;
  readonly storage: FakeTokenStorage;
  readonly signals: AuthSignals;
  /** Server messages of every "unauthorized" signal, in order. */
  readonly unauthorized: string[];
}

export function makeHttpKit(
  options: { config?: Partial<AppConfig>; token?: string | null; envelope?: RequestEnvelope } = {},
): HttpKit {
  const fetch = new FakeFetch();
  const storage = new FakeTokenStorage(options.token ?? null);
  const signals = new AuthSignals();
  const unauthorized: string[] = [];
  signals.onUnauthorized((message) => unauthorized.push(message));
  const envelope = options.envelope ?? { seal: async (body: unknown) => body };
  const client = new HttpClient(
    testAppConfig({ ...LIVE_API, ...options.config }),
    storage,
    { apiCode: () => 'TW' },
    envelope,
    signals,
    fetch.fn,
  );
  return { client, fetch, storage, signals, unauthorized };
}

/** Awaits a call that must fail and answers its AppError. */
export async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw new Error(`expected an AppError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected the call to fail, it succeeded');
}
