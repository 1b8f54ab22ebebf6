import Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import { AppConfig } from '../../application/shared/app-config';
import { AuthSignals } from '../../application/shared/auth-signals';
import { CurrentLanguage } from '../../application/shared/current-language.port';
import { RequestEnvelope } from '../../application/shared/request-envelope.port';
import { AppStorage } from '../../application/shared/storage.port';
import { AppError, type AppErrorDetail, isAppError } from '../../domain/shared/app-error';
import { answerEnvelope, type Endpoint, type RequestOf, type ResponseOf } from './catalogue/endpoint';
import { FetchFn } from './fetch';
import { toQueryString } from './query-string';
import { ServerTime } from './server-time';
import type { Parsed } from './sliced-parse';

/** How an answer's data is checked against its endpoint's schema. */
export type ParseData = (schema: Endpoint['response'], data: unknown) => Promise<Parsed>;

/** The answer code of success; 401 means the session is over (spec section 8). */
const SUCCESS_CODE = 200;
const UNAUTHORIZED_CODE = 401;

/** What came back over HTTP before the `{code, msg, data}` answer is looked at. */
interface RawAnswer {
  readonly status: number;
  readonly ok: boolean;
  readonly text: string;
}

/**
 * Sends one catalogue call and turns every failure into an AppError of the spec's error catalogue
 * (section 8), with `detail.operation` naming the call.
 *
 * A 401 (HTTP status or answer code) raises `AuthSignals.unauthorized` on every failing call and
 * clears nothing here: when several calls fail together each one signals, and the session store logs
 * out once (it ignores signals while an expiry is already pending). Keeping the dedup in one place,
 * the store, means the client stays stateless and every caller still gets its own typed error.
 */
@injectable()
export class HttpClient {
  /** The server's clock, learnt from answers, for the envelope's timestamp. */
  readonly serverTime = new ServerTime();

  constructor(
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(AppStorage) private readonly storage: AppStorage,
    @inject(CurrentLanguage) private readonly language: CurrentLanguage,
    @inject(RequestEnvelope) private readonly envelope: RequestEnvelope,
    @inject(AuthSignals) private readonly signals: AuthSignals,
    @inject(FetchFn) private readonly fetchFn: FetchFn,
  ) {}

  /**
   * Sends `params` to `endpoint` and answers the parsed `data`; fails with AppError. `parse` checks the data
   * against the endpoint's schema (at once by default; list adapters check long pages in slices: callPage).
   */
  async call<E extends Endpoint>(
    endpoint: E,
    params: RequestOf<E>,
    parse?: ParseData,
  ): Promise<ResponseOf<E>> {
    const operation = endpoint.id;
    const checked = endpoint.request.safeParse(params);
    if (!checked.success) {
      // The caller built a request the catalogue forbids: a bug on our side, not the server's.
      throw new AppError('system-error', { operation }, { cause: checked.error });
    }
    const token = this.storage.getToken();
    let raw = await this.send(endpoint, checked.data, token);
    // A device clock far off makes every sealed body "stale": the answer's Date header has taught the
    // offset by now, so one fresh seal goes through.
    if (this.isStaleEnvelope(endpoint, raw)) raw = await this.send(endpoint, checked.data, token);
    const data = await this.readAnswer(endpoint, raw, parse);
    if (token !== null) this.storage.touchToken();
    return data as ResponseOf<E>;
  }

  private async send(endpoint: Endpoint, params: unknown, token: string | null): Promise<RawAnswer> {
    const code = this.language.apiCode();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      lang: code,
      'Accept-Language': code,
    };
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    let url = this.urlOf(endpoint);
    let body: string | undefined;
    if (endpoint.method === 'GET') {
      const query = toQueryString(params);
      if (query) url += `?${query}`;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(await this.seal(endpoint, params));
    }

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.config.requestTimeoutMs);
    const init: RequestInit = { method: endpoint.method, headers, signal: controller.signal };
    if (body !== undefined) init.body = body;
    const fetchFn = this.fetchFn; // called detached: a browser's fetch refuses a foreign `this`
    try {
      const sentAt = Date.now();
      const response = await fetchFn(url, init);
      this.serverTime.learn(response.headers?.get('date') ?? null, sentAt, Date.now());
      const text = await response.text();
      return { status: response.status, ok: response.ok, text };
    } catch (cause) {
      const kind = controller.signal.aborted ? 'timeout' : 'network';
      throw new AppError(kind, { operation: endpoint.id }, { cause });
    } finally {
      clearTimeout(timer);
    }
  }

  private urlOf(endpoint: Endpoint): string {
    const host2 = this.config.apiHost2;
    const base = endpoint.host === 'api2' && host2 ? host2 : (this.config.apiBase ?? '');
    // apiBase null: the in-page mock backend's fetch takes the path alone.
    return base.replace(/\/+$/, '') + endpoint.path;
  }

  /** The server refused a sealed body for its timestamp (the mock and the spec's receiver say "stale"). */
  private isStaleEnvelope(endpoint: Endpoint, raw: RawAnswer): boolean {
    return (
      this.config.envelope.enabled &&
      endpoint.method !== 'GET' &&
      raw.status === 400 &&
      /envelope rejected: stale/.test(raw.text)
    );
  }

  private async seal(endpoint: Endpoint, params: unknown): Promise<unknown> {
    if (!this.config.envelope.enabled) return params;
    try {
      return await this.envelope.seal(params, this.serverTime.now());
    } catch (cause) {
      if (isAppError(cause)) throw cause;
      throw new AppError('system-error', { operation: endpoint.id }, { cause });
    }
  }

  private async readAnswer(endpoint: Endpoint, raw: RawAnswer, parse?: ParseData): Promise<unknown> {
    const operation = endpoint.id;
    const json = parseJson(raw.text);
    if (!raw.ok) throw this.statusError(operation, raw.status, json);

    const answer = answerEnvelope.safeParse(json);
    if (!answer.success) {
      throw new AppError('malformed', { operation, status: raw.status }, { cause: answer.error });
    }
    const { code } = answer.data;
    const msg = answer.data.msg || undefined;
    const detail: AppErrorDetail = {
      operation,
      status: raw.status,
      code,
      ...(msg !== undefined && { serverMessage: msg }),
    };
    if (code === UNAUTHORIZED_CODE) {
      this.signals.unauthorized(msg ?? '');
      throw new AppError('unauthorized', detail);
    }
    if (code !== SUCCESS_CODE) {
      throw new AppError('server-exception', { ...detail, ...refusalFigures(answer.data.data) });
    }

    const data = parse
      ? await parse(endpoint.response, answer.data.data)
      : endpoint.response.safeParse(answer.data.data);
    if (!data.success) throw new AppError('malformed', detail, { cause: data.error });
    return data.data;
  }

  /** The error of a non-2xx status; the body's `msg` and `code` are kept when it has them. */
  private statusError(operation: string, status: number, json: unknown): AppError {
    const { msg: serverMessage, code } = errorBodyOf(json);
    const detail: AppErrorDetail = {
      operation,
      status,
      ...(code !== undefined && { code }),
      ...(serverMessage !== undefined && { serverMessage }),
    };
    switch (status) {
      case 401:
        this.signals.unauthorized(serverMessage ?? '');
        return new AppError('unauthorized', detail);
      case 403:
        return new AppError('forbidden', detail);
      case 400:
        return new AppError('bad-request', detail);
      default:
        return new AppError('request-failed', detail);
    }
  }
}

/** The parsed body, or undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The `msg` and `code` of an error body, each when present and of the right type. */
function errorBodyOf(json: unknown): { msg?: string; code?: number } {
  if (typeof json !== 'object' || json === null) return {};
  const { msg, code } = json as { msg?: unknown; code?: unknown };
  return {
    ...(typeof msg === 'string' && msg !== '' && { msg }),
    ...(typeof code === 'number' && { code }),
  };
}

const FIGURE = /^\d+(\.\d+)?$/;
/**
 * The figures a refusal's `data` may carry (`{current, required}` of an insufficient balance, `{minimum}` of
 * an amount below it, `{remaining}` of a full pool), as Decimals; anything else in it is ignored.
 */
function refusalFigures(
  data: unknown,
): Pick<AppErrorDetail, 'current' | 'required' | 'minimum' | 'remaining'> {
  if (typeof data !== 'object' || data === null) return {};
  const figures: Record<string, Decimal> = {};
  for (const key of ['current', 'required', 'minimum', 'remaining'] as const) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === 'string' && FIGURE.test(value)) figures[key] = new Decimal(value);
  }
  return figures;
}
