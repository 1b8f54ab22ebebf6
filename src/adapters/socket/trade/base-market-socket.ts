import type { AppConfig } from '../../../application/shared/app-config';
import type { AppStorage } from '../../../application/shared/storage.port';
import { type MarketMessage, parseStream, type StreamRef } from '../../../application/trade/market-messages';
import type {
  MarketListener,
  MarketSocket,
  SocketState,
} from '../../../application/trade/market-socket.port';
import {
  messageText,
  type SocketRuntime,
  type WebSocketFactory,
  type WebSocketLike,
  WS_OPEN,
} from '../socket-runtime';
import { socketUrl } from '../socket-url';
import { type RetryPlan, STABLE_OPEN_MS } from './reconnect-backoff';
import { SocketTimers } from './socket-timers';
import { StreamSubscriptions, type Subscription } from './stream-subscriptions';

/** The socket closes this long after the last subscription goes (spec section 9, version A; B too). */
export const IDLE_CLOSE_MS = 30_000;
/** Normal closure, sent whenever we close the socket ourselves. */
export const CLOSE_NORMAL = 1000;

/** The timers of one connection: the connect timeout and stable-open mark here, the protocols' heartbeats. */
export type LinkTimer = 'connect' | 'stable' | 'ping' | 'reply' | 'network';

/**
 * What both protocol versions share: the subscriptions (StreamSubscriptions), lazy connect with a connect
 * timeout, re-subscribing everything on every open, the reconnects counted since the last stable open, the
 * idle close, the connection state and the close-code rule of decisions.md: when WE close the socket (close(),
 * the idle close, a timeout) its handlers are detached first, so no reconnect follows; when the server closes
 * it or it fails, it reconnects while any screen subscribes, whatever the code (1000, 1001 and 1005 included:
 * a server closing a socket still in use must not leave a screen silently stale), and stays disconnected
 * when none does.
 */
export abstract class BaseMarketSocket implements MarketSocket {
  private current: SocketState = 'disconnected';
  private readonly stateListeners = new Set<(state: SocketState) => void>();
  /** Incoming messages are routed by its `routes` (keyed by `wireKey`). */
  protected readonly streams: StreamSubscriptions;
  private socket: WebSocketLike | null = null;
  /** Timers of the current connection: all stop when it is dropped. */
  protected readonly link: SocketTimers<LinkTimer>;
  /** The retry and idle-close timers, which outlive a connection. */
  private readonly own: SocketTimers<'retry' | 'idle'>;
  /** When the last message (or the open) arrived, ms. */
  protected lastMessageAt = 0;
  /** Reconnects since the last stable open (the protocols' back-off reads and counts it). */
  protected attempts = 0;

  protected constructor(
    private readonly config: AppConfig,
    private readonly storage: AppStorage,
    private readonly factory: WebSocketFactory,
    protected readonly runtime: SocketRuntime,
    /** A socket not open within this is given up, a failed attempt. */
    private readonly connectTimeoutMs: number,
  ) {
    this.streams = new StreamSubscriptions(
      (ref) => this.wireKey(ref),
      (error) => this.runtime.reportError(error),
    );
    this.link = new SocketTimers(runtime);
    this.own = new SocketTimers(runtime);
  }

  // ---- protocol hooks ----

  /** The key incoming messages of this stream are routed by. */
  protected abstract wireKey(ref: StreamRef): string;
  protected abstract sendSubscribe(refs: readonly StreamRef[]): void;
  protected abstract sendUnsubscribe(refs: readonly StreamRef[]): void;
  /** Reads one text frame; calls `deliver` for each market message in it. */
  protected abstract handleText(text: string): void;
  /** The socket opened (start heartbeats on `link`). */
  protected abstract onOpened(): void;
  /** The socket is gone (its `link` timers are stopped already): settle pending requests. */
  protected abstract onDropped(): void;
  /** The wait before the next attempt after a lost connection (counts `attempts`). */
  protected abstract retryPlan(): RetryPlan;

  // ---- the port ----

  get state(): SocketState {
    return this.current;
  }

  subscribe(streams: readonly string[], listener: MarketListener): () => void {
    const { subscription, added } = this.streams.add(streams, listener);
    this.own.cancel('idle');
    if (this.isOpen) {
      if (added.length > 0) this.sendSubscribe(added);
    } else if (this.socket === null && !this.own.has('retry') && this.streams.any) {
      this.connect('connecting');
    }
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      this.unsubscribe(subscription);
    };
  }

  resubscribe(streams: readonly string[]): void {
    if (!this.isOpen) return;
    const refs = [...new Set(streams)]
      .filter((name) => this.streams.has(name))
      .map((name) => parseStream(name) as StreamRef);
    if (refs.length === 0) return;
    this.sendUnsubscribe(refs);
    this.sendSubscribe(refs);
  }

  onState(listener: (state: SocketState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  serverTime(): Promise<number | null> {
    return Promise.resolve(null);
  }

  close(): void {
    this.streams.clear();
    this.shutdown();
  }

  // ---- for the protocols ----

  protected get isOpen(): boolean {
    return this.socket !== null && this.socket.readyState === WS_OPEN;
  }

  /** Sends a text frame when the socket is open; false otherwise. */
  protected sendText(text: string): boolean {
    if (!this.isOpen) return false;
    this.socket?.send(text);
    return true;
  }

  /** Hands a market message to its subscribers; the first one makes the open stable (STABLE_OPEN_MS). */
  protected deliver(message: MarketMessage): void {
    if (this.link.has('stable')) {
      this.link.cancel('stable');
      this.attempts = 0;
    }
    this.streams.dispatch(message);
  }

  /** The connection is dead (timeout, no heartbeat reply, silence): drop it and follow the retry rule. */
  protected connectionLost(): void {
    if (this.socket) this.lost(this.socket);
  }

  // ---- internals ----

  private unsubscribe(subscription: Subscription): void {
    const removed = this.streams.remove(subscription);
    if (removed === null) return;
    if (removed.length > 0 && this.isOpen) this.sendUnsubscribe(removed);
    if (!this.streams.any) this.own.after('idle', IDLE_CLOSE_MS, () => !this.streams.any && this.shutdown());
  }

  private connect(state: 'connecting' | 'reconnecting'): void {
    this.setState(state);
    let socket: WebSocketLike;
    try {
      socket = this.factory(socketUrl(this.config, this.storage.getToken()));
    } catch {
      // A URL the platform refuses: treated like a failed connection.
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (socket !== this.socket) return;
      this.lastMessageAt = this.runtime.now();
      this.link.cancel('connect');
      this.link.after('stable', STABLE_OPEN_MS, () => {
        this.attempts = 0;
      });
      this.setState('connected');
      this.onOpened();
      const all = this.streams.all();
      if (all.length > 0) this.sendSubscribe(all);
    };
    socket.onmessage = (event) => {
      if (socket !== this.socket) return;
      this.lastMessageAt = this.runtime.now();
      const text = messageText(event.data);
      if (text !== null) this.handleText(text);
    };
    socket.onclose = () => this.lost(socket);
    socket.onerror = () => this.lost(socket);
    this.link.after('connect', this.connectTimeoutMs, () => this.connectionLost());
  }

  private lost(socket: WebSocketLike): void {
    if (socket !== this.socket) return;
    this.dropSocket();
    if (!this.streams.any) {
      this.own.cancel('idle');
      this.setState('disconnected');
      return;
    }
    this.retry();
  }

  private retry(): void {
    const plan = this.retryPlan();
    this.setState(plan.state);
    this.own.after('retry', plan.delayMs, () => {
      if (!this.streams.any) this.setState('disconnected');
      else this.connect('reconnecting');
    });
  }

  /** Detaches the socket's handlers first, so that closing it ourselves never counts as a lost connection. */
  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    this.link.cancelAll();
    this.onDropped();
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close(CLOSE_NORMAL);
    } catch {
      // Already closed or never opened: nothing to release.
    }
  }

  private shutdown(): void {
    this.own.cancelAll();
    this.dropSocket();
    this.setState('disconnected');
  }

  private setState(state: SocketState): void {
    if (state === this.current) return;
    this.current = state;
    for (const listener of [...this.stateListeners]) listener(state);
  }
}
