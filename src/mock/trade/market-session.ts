import { SessionA } from './market-session-a';
import { SessionB } from './market-session-b';
import type { SessionDialect, SessionLink } from './market-session-link';
import type { MockMarket } from './market-simulation';

/** `a`, `b`, or `auto`: decided by the client's first request (`method` → A, `op` → B). */
export type SocketProtocol = 'a' | 'b' | 'auto';

const json = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/**
 * One client connection to the mock market, free of any transport: text frames in (`receive`), text
 * frames out (`send`). Speaks version A (stream subscriptions, market-session-a.ts) or B (channels,
 * market-session-b.ts) as documented in src/adapters/socket/socket-messages.schema.ts. A depth
 * subscription starts with a snapshot; ticker and candle subscriptions start with the current value;
 * `user@orders` / `update_order` carry the orders of the connection's user (the token's), nothing for a
 * connection without one. Text `ping` answers `pong` in both.
 */
export class MarketSession {
  /** Null until the first request shows the protocol (`auto`). */
  private dialect: SessionDialect | null = null;
  private readonly link: SessionLink;
  private readonly off: () => void;

  constructor(
    market: MockMarket,
    private readonly send: (text: string) => void,
    userId: number | null,
    protocol: SocketProtocol = 'auto',
  ) {
    this.link = {
      market,
      userId,
      subscribed: new Set(),
      send: (value) => send(JSON.stringify(value)),
      mine: (order) => userId !== null && order.userId === userId,
    };
    if (protocol !== 'auto') this.dialect = this.dialectFor(protocol);
    this.off = market.on((event) => this.dialect?.onEvent(event));
  }

  receive(text: string): void {
    if (text.trim().toLowerCase() === 'ping') {
      this.send('pong');
      return;
    }
    const request = json(text);
    if (!request) return;
    this.dialect ??= this.dialectFor('op' in request ? 'b' : 'a');
    this.dialect.receive(request);
  }

  close(): void {
    this.off();
    this.link.subscribed.clear();
  }

  private dialectFor(protocol: 'a' | 'b'): SessionDialect {
    return protocol === 'a' ? new SessionA(this.link) : new SessionB(this.link);
  }
}
