import * as z from 'zod/mini';
import { errorResponse, jsonResponse, type MockRequest, type MockResponse } from '../core/mock-http';
import type { Coin } from './market-accounts';
import type { MockMarket } from './market-simulation';
import { priceText } from './market-units';

/** What the socket control calls drive (the Node server's socket host). */
export interface SocketControlTarget {
  /** Closes every socket with `code` (or cuts it without a close frame); answers how many. */
  drop(options: { readonly code: number; readonly terminate: boolean }): number;
  readonly connections: number;
}

const dropRequest = z.object({
  code: z.optional(z.number().check(z.int(), z.minimum(1000), z.maximum(4999))),
  terminate: z.optional(z.boolean()),
});
const rateRequest = z.object({ booksPerSecond: z.number().check(z.int(), z.minimum(1), z.maximum(1000)) });
const pauseRequest = z.object({ paused: z.optional(z.boolean()) });
const stepRequest = z.object({
  count: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
});
const balanceRequest = z.object({
  user_id: z.number(),
  coin: z.enum(['USDT', 'NADI']),
  available: z.string().check(z.regex(/^\d+(\.\d+)?$/)),
});

const done = (data: unknown): MockResponse => jsonResponse(200, { code: 200, msg: 'ok', data });

const parse = <T>(schema: z.ZodMiniType<T>, body: string | null): T | null => {
  try {
    const parsed = schema.safeParse(body === null || body.trim() === '' ? {} : JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** A provider-state change that sets up (not a teardown, which leaves the world as it is). */
const isStateSetup = (pathname: string, body: string | null): boolean => {
  if (pathname !== '/__mock/provider-states') return false;
  try {
    return (JSON.parse(body ?? '{}') as { action?: unknown }).action !== 'teardown';
  } catch {
    return false;
  }
};

/**
 * The market's test hooks on the control API of the Node server (README, "Market"): null for any other
 * call, which then goes on to the backend. `POST /__mock/reset` also resets the market (and answers null,
 * so that the backend resets its own state too), and so does the setup of a Pact provider state
 * (`POST /__mock/provider-states`, which starts from the seed).
 */
export function handleMarketControl(
  market: MockMarket,
  sockets: SocketControlTarget,
  call: MockRequest,
): MockResponse | null {
  const { pathname } = new URL(call.path, 'http://mock.invalid');
  const method = call.method.toUpperCase();
  if (method === 'POST' && (pathname === '/__mock/reset' || isStateSetup(pathname, call.body))) {
    market.reset();
    return null;
  }
  if (method === 'GET' && pathname === '/__mock/market/state') {
    return done({
      last_price: priceText(market.mid),
      update_id: market.snapshot().lastUpdateId,
      paused: market.paused,
      running: market.running,
      books_per_second: market.booksPerSecond,
      connections: sockets.connections,
    });
  }
  if (method !== 'POST') return null;
  const bad = (shape: string) => errorResponse(400, 400, `${pathname} needs ${shape}`);
  switch (pathname) {
    case '/__mock/socket/drop': {
      const body = parse(dropRequest, call.body);
      if (!body) return bad('{code?: 1000-4999, terminate?: boolean}');
      return done({ dropped: sockets.drop({ code: body.code ?? 1001, terminate: body.terminate ?? false }) });
    }
    case '/__mock/market/rate': {
      const body = parse(rateRequest, call.body);
      if (!body) return bad('{booksPerSecond: 1-1000}');
      market.setRate(body.booksPerSecond);
      return done({ booksPerSecond: market.booksPerSecond });
    }
    case '/__mock/market/pause': {
      const body = parse(pauseRequest, call.body);
      if (!body) return bad('{paused?: boolean}');
      market.pause(body.paused ?? true);
      return done({ paused: market.paused });
    }
    case '/__mock/market/step': {
      const body = parse(stepRequest, call.body);
      if (!body) return bad('{count?: 1-10000}');
      for (let i = 0; i < (body.count ?? 1); i++) market.step();
      return done({ last_price: priceText(market.mid), update_id: market.snapshot().lastUpdateId });
    }
    case '/__mock/market/balance': {
      const body = parse(balanceRequest, call.body);
      if (!body) return bad('{user_id, coin: USDT|NADI, available: decimal}');
      market.engine.setBalance(body.user_id, body.coin as Coin, body.available);
      return done(null);
    }
    default:
      return null;
  }
}
