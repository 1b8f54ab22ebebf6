/** Connection states of the live socket (spec section 4). */
export type SocketState = 'disconnected' | 'connecting' | 'connected' | 'reconnecting' | 'error';

/** One message as delivered to subscribers, whatever the protocol version. */
export interface SocketMessage {
  /** Stream (version A) or `channel:instId` (version B). */
  readonly stream: string;
  readonly action?: 'snapshot' | 'update';
  readonly data: unknown;
}

/**
 * The live market socket (spec section 7, versions A and B). Adapters come with the market issue.
 * Connecting is lazy: the first subscription opens the socket, the last unsubscription closes it later.
 */
export const MarketSocket = Symbol.for('MarketSocket');
export interface MarketSocket {
  /** The current connection state. */
  readonly state: SocketState;
  /** Subscribes to streams; returns the unsubscribe function. */
  subscribe(streams: readonly string[], listener: (message: SocketMessage) => void): () => void;
  /** Notifies state changes; returns the unsubscribe function. */
  onState(listener: (state: SocketState) => void): () => void;
  /** Closes the socket for good (logout). */
  close(): void;
}
