import type { Endpoint } from '../../adapters/api/catalogue/endpoint';
import { errorResponse, JSON_HEADERS, jsonResponse, type MockResponse } from './mock-http';

/** The failures a test can ask for, per call. */
export const FAULT_KINDS = [
  'http400',
  'http401',
  'http403',
  'http500',
  'code401',
  'code500',
  'malformed-json',
  'wrong-shape',
  'slow',
  'drop',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const isFaultKind = (value: unknown): value is FaultKind =>
  typeof value === 'string' && (FAULT_KINDS as readonly string[]).includes(value);

export interface FaultOptions {
  /** How many of the next calls fail; absent: every call until the faults are cleared. */
  readonly times?: number;
  /** For `slow`: how long the answer waits (default 3000 ms). */
  readonly delayMs?: number;
}

export const DEFAULT_SLOW_MS = 3000;

interface ArmedFault {
  readonly kind: FaultKind;
  readonly delayMs: number;
  remaining: number | null;
}

/**
 * Faults armed per target: an endpoint id (`user.info`), a path (`/api/v1/user/info`) or `*` (every
 * call). Setting a target again replaces its fault. A call takes the fault of its id, else of its path,
 * else `*`.
 */
export class FaultBook {
  private readonly armed = new Map<string, ArmedFault>();

  set(target: string, kind: FaultKind, options: FaultOptions = {}): void {
    const { times, delayMs = DEFAULT_SLOW_MS } = options;
    if (target.trim() === '') throw new RangeError('a fault needs an endpoint id, a path or *');
    if (!isFaultKind(kind)) throw new RangeError(`unknown fault: ${String(kind)}`);
    if (times !== undefined && !(Number.isInteger(times) && times > 0)) {
      throw new RangeError('times must be a positive integer');
    }
    if (!(Number.isFinite(delayMs) && delayMs >= 0)) throw new RangeError('delayMs must be 0 or more');
    this.armed.set(target, { kind, delayMs, remaining: times ?? null });
  }

  clear(): void {
    this.armed.clear();
  }

  get size(): number {
    return this.armed.size;
  }

  /** The fault for this call, counted down (and removed when used up), or null. */
  take(endpointId: string | null, path: string): { kind: FaultKind; delayMs: number } | null {
    for (const target of [endpointId, path, '*']) {
      const fault = target === null ? undefined : this.armed.get(target);
      if (target === null || fault === undefined) continue;
      if (fault.remaining !== null) {
        fault.remaining -= 1;
        if (fault.remaining <= 0) this.armed.delete(target);
      }
      return { kind: fault.kind, delayMs: fault.delayMs };
    }
    return null;
  }
}

/** Values tried, in order, as a `data` that the endpoint's answer schema refuses. */
const WRONG_DATA: readonly unknown[] = [{ unexpected: 'shape' }, 'unexpected', [{ unexpected: 'shape' }]];

/**
 * The answer a fault puts in place of the real one (`slow` has none: the call goes on after the delay).
 * `wrong-shape` answers code 200 with a `data` the declaration refuses; for an endpoint whose answer
 * takes any data, the answer itself loses its shape (no `code`).
 */
export const faultResponse = (kind: Exclude<FaultKind, 'slow'>, endpoint: Endpoint | null): MockResponse => {
  switch (kind) {
    case 'http400':
      return errorResponse(400, 400, 'bad request (injected fault)');
    case 'http401':
      return errorResponse(401, 401, 'login expired');
    case 'http403':
      return errorResponse(403, 403, 'no permission');
    case 'http500':
      return errorResponse(500, 500, 'internal server error (injected fault)');
    case 'code401':
      return errorResponse(200, 401, 'login expired');
    case 'code500':
      return errorResponse(200, 500, 'server busy, retry later');
    case 'malformed-json':
      return { status: 200, headers: JSON_HEADERS, body: '{"code":200,"msg":"success","data":{' };
    case 'wrong-shape': {
      const data = WRONG_DATA.find((value) => endpoint && !endpoint.response.safeParse(value).success);
      return data === undefined
        ? jsonResponse(200, { status: 'ok', result: { unexpected: 'shape' } })
        : jsonResponse(200, { code: 200, msg: 'success', data });
    }
    case 'drop':
      return { drop: true };
  }
};
