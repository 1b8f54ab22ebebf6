import type { SocketState } from '../../domain/shared/socket-state';
import type { MarketMessage } from './market-messages';

export type { SocketState } from '../../domain/shared/socket-state';

/** A listener of subscribed streams; it gets only messages of the streams it subscribed to. */
export type MarketListener = (message: MarketMessage) => void;

/**
 * The live market socket (spec section 7, versions A and B; numbers of section 9). Streams have
 * protocol-neutral names (`depth:NADI-USDT`, `ticker:NADI-USDT`, `kline:1m:NADI-USDT`, `orders`; builders
 * in ../market/market-messages.ts) that each adapter maps to its protocol's subscription.
 *
 * Connecting is lazy: the first subscription opens the socket; after the last one goes the socket closes
 * (version A after 30 s). After a reconnect every live subscription is sent again, so depth streams start
 * over with a fresh snapshot. Nothing here throws: failures show as the state (`reconnecting`, `error`).
 */
export const MarketSocket = Symbol.for('MarketSocket');
export interface MarketSocket {
  /** The current connection state. */
  readonly state: SocketState;
  /**
   * Subscribes `listener` to `streams` (unknown names are ignored); returns the function that removes
   * this subscription. Several subscriptions may share a stream: it is unsubscribed on the wire only when
   * the last one goes. `orders` reaches every subscriber of it (version A: `user@` streams).
   */
  subscribe(streams: readonly string[], listener: MarketListener): () => void;
  /**
   * Asks the server again for subscribed streams (UNSUBSCRIBE then SUBSCRIBE on the wire): a depth stream
   * answers with a fresh snapshot. The order book calls it after a sequence gap. No-op when not connected.
   */
  resubscribe(streams: readonly string[]): void;
  /** Notifies state changes (not the current state); returns the unsubscribe function. */
  onState(listener: (state: SocketState) => void): () => void;
  /**
   * Server time in ms (version A: GET_TIME, answered within the 10 s reply timeout); null when the protocol
   * has no such request (version B), the socket is not connected or no answer came.
   */
  serverTime(): Promise<number | null>;
  /** Closes the socket for good (logout) and drops every subscription; a later subscribe opens it again. */
  close(): void;
}
