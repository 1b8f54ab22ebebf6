import type { EngineOrder } from './market-engine';
import type { MarketEvent } from './market-events';
import type { MockMarket } from './market-simulation';

/** What one protocol's half of a session works with (market-session.ts makes it). */
export interface SessionLink {
  readonly market: MockMarket;
  /** The user of the connection's token, or null (market data only). */
  readonly userId: number | null;
  /** Version A streams, or version B `channel|instId` keys. */
  readonly subscribed: Set<string>;
  /** Sends a JSON frame. */
  send(value: unknown): void;
  /** Whether the order is the connection's user's. */
  mine(order: EngineOrder): boolean;
}

/** One protocol's handling of requests and market events (market-session-a.ts, market-session-b.ts). */
export interface SessionDialect {
  receive(request: Record<string, unknown>): void;
  onEvent(event: MarketEvent): void;
}
