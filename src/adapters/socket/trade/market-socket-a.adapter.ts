import { inject, injectable } from 'inversify';
import { AppConfig } from '../../../application/shared/app-config';
import { AppStorage } from '../../../application/shared/storage.port';
import type { StreamRef } from '../../../application/trade/market-messages';
import { SocketRuntime, WebSocketFactory } from '../socket-runtime';
import { BaseMarketSocket } from './base-market-socket';
import { parseA, wireStreamA } from './protocol-a.codec';
import { exponentialBackoff, type RetryPlan } from './reconnect-backoff';

/** The numbers of spec section 9 for version A. */
export const SOCKET_A = {
  connectTimeoutMs: 10_000,
  pingEveryMs: 30_000,
  pingReplyTimeoutMs: 10_000,
  networkCheckEveryMs: 60_000,
  silenceLimitMs: 120_000,
  maxReconnects: 10,
  backoff: { startMs: 1_000, capMs: 60_000, jitter: 0.2, exactFirst: false },
  retryCycleMs: 5 * 60_000,
} as const;

/**
 * Back-off before reconnect number `attempt` (1-based): 1 s doubling, capped at 60 s, minus a random
 * jitter of up to 20 % (`random` in [0, 1)); so attempt 1 waits (0.8 s, 1 s], attempt 7 and later (48 s, 60 s].
 */
export const backoffDelay = (attempt: number, random: number): number =>
  exponentialBackoff(SOCKET_A.backoff, attempt, random);

type Reply = (result: unknown) => void;

/**
 * Version A of the live socket (stream subscriptions, Binance-like): the token as `?token=`, SUBSCRIBE and
 * UNSUBSCRIBE with stream lists, GET_TIME, PING every 30 s with a 10 s reply timeout, a 10 s connect
 * timeout, a network check every 60 s that acts after 120 s of silence, at most 10 reconnects with
 * back-off (1 s doubling to 60 s, with jitter; counted since the last stable open), then a new cycle after 5
 * minutes, and the socket closed 30 s after the last subscription goes. Stream names: see protocol-a.codec.ts.
 */
@injectable()
export class MarketSocketA extends BaseMarketSocket {
  private nextId = 1;
  private readonly pending = new Map<number, Reply>();

  constructor(
    @inject(AppConfig) config: AppConfig,
    @inject(AppStorage) storage: AppStorage,
    @inject(WebSocketFactory) factory: WebSocketFactory,
    @inject(SocketRuntime) runtime: SocketRuntime,
  ) {
    super(config, storage, factory, runtime, SOCKET_A.connectTimeoutMs);
  }

  override serverTime(): Promise<number | null> {
    return new Promise((resolve) => {
      let id: number | null = null;
      const timer = this.runtime.setTimeout(() => {
        if (id !== null) this.pending.delete(id);
        resolve(null);
      }, SOCKET_A.pingReplyTimeoutMs);
      id = this.request('GET_TIME', undefined, (result) => {
        this.runtime.clearTimeout(timer);
        resolve(typeof result === 'number' ? result : null);
      });
      if (id === null) {
        this.runtime.clearTimeout(timer);
        resolve(null);
      }
    });
  }

  protected wireKey(ref: StreamRef): string {
    return wireStreamA(ref);
  }

  protected sendSubscribe(refs: readonly StreamRef[]): void {
    this.request('SUBSCRIBE', refs.map(wireStreamA));
  }

  protected sendUnsubscribe(refs: readonly StreamRef[]): void {
    this.request('UNSUBSCRIBE', refs.map(wireStreamA));
  }

  protected handleText(text: string): void {
    const incoming = parseA(text, this.streams.routes);
    if (incoming === null) return;
    if (incoming.kind === 'data') {
      this.deliver(incoming.message);
      return;
    }
    if (incoming.id === null) return;
    const reply = this.pending.get(incoming.id);
    this.pending.delete(incoming.id);
    reply?.(incoming.result);
  }

  protected onOpened(): void {
    // The network check first: when both are due (every 60 s) it judges the silence before a ping's reply.
    this.link.every('network', SOCKET_A.networkCheckEveryMs, () => this.checkNetwork());
    this.link.every('ping', SOCKET_A.pingEveryMs, () => this.ping());
  }

  protected onDropped(): void {
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const reply of waiting) reply(null);
  }

  protected retryPlan(): RetryPlan {
    if (this.attempts >= SOCKET_A.maxReconnects) {
      this.attempts = 0;
      return { delayMs: SOCKET_A.retryCycleMs, state: 'error' };
    }
    this.attempts += 1;
    return { delayMs: backoffDelay(this.attempts, this.runtime.random()), state: 'reconnecting' };
  }

  /** Sends `{method, params?, id}`; answers the id, or null when the socket is not open. */
  private request(method: string, params: readonly string[] | undefined, reply?: Reply): number | null {
    if (!this.isOpen) return null;
    const id = this.nextId++;
    if (reply) this.pending.set(id, reply);
    this.sendText(JSON.stringify(params === undefined ? { method, id } : { method, params, id }));
    return id;
  }

  private ping(): void {
    if (this.link.has('reply')) return;
    this.link.after('reply', SOCKET_A.pingReplyTimeoutMs, () => this.connectionLost());
    if (this.request('PING', undefined, () => this.link.cancel('reply')) === null) this.link.cancel('reply');
  }

  private checkNetwork(): void {
    if (this.runtime.now() - this.lastMessageAt >= SOCKET_A.silenceLimitMs) this.connectionLost();
  }
}
