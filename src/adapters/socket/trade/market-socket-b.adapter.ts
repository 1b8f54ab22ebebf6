import { inject, injectable } from 'inversify';
import { AppConfig } from '../../../application/shared/app-config';
import { AppStorage } from '../../../application/shared/storage.port';
import type { StreamRef } from '../../../application/trade/market-messages';
import { SocketRuntime, WebSocketFactory } from '../socket-runtime';
import { BaseMarketSocket } from './base-market-socket';
import { argKeyB, parseB, wireArgB } from './protocol-b.codec';
import { exponentialBackoff, type RetryPlan } from './reconnect-backoff';

/**
 * The numbers of version B. The spec gives the 20 s ping and the 1 s reconnect; the rest is ours, so that a
 * stalled connection is noticed within two pings (decisions.md): a connect timeout, a `pong` due within 10 s of
 * each `ping`, and no message at all for 40 s (a device that slept, timers that ran late) counts as dead too.
 */
const RECONNECT_DELAY_MS = 1_000;
export const SOCKET_B = {
  pingEveryMs: 20_000,
  reconnectDelayMs: RECONNECT_DELAY_MS,
  connectTimeoutMs: 10_000,
  pongTimeoutMs: 10_000,
  silenceLimitMs: 40_000,
  /** After the spec's 1 s first retry: doubling, capped, minus up to 20 % jitter, with no limit of attempts. */
  backoff: { startMs: RECONNECT_DELAY_MS, capMs: 30_000, jitter: 0.2, exactFirst: true },
} as const;

/** Back-off before reconnect number `attempt` (1-based): 1 s, then (1.6 s, 2 s], (3.2 s, 4 s] … (24 s, 30 s]. */
export const backoffDelayB = (attempt: number, random: number): number =>
  exponentialBackoff(SOCKET_B.backoff, attempt, random);

/**
 * Version B of the live socket (channels, OKX-like): text `ping` every 20 s (the server answers `pong`; none
 * within 10 s, or no message for 40 s, drops the connection), a 10 s connect timeout, a reconnect 1 s after a
 * lost connection and then a growing back-off (counted since the last stable open), `{"op":
 * "subscribe"|"unsubscribe", "args": [{channel, instId}]}`, and data routed by `arg.channel` and `arg.instId`,
 * `action` telling a books snapshot from an update. Version B has no idle close of its own: it takes the
 * shared 30 s. Channel names: see protocol-b.codec.ts.
 */
@injectable()
export class MarketSocketB extends BaseMarketSocket {
  constructor(
    @inject(AppConfig) config: AppConfig,
    @inject(AppStorage) storage: AppStorage,
    @inject(WebSocketFactory) factory: WebSocketFactory,
    @inject(SocketRuntime) runtime: SocketRuntime,
  ) {
    super(config, storage, factory, runtime, SOCKET_B.connectTimeoutMs);
  }

  protected wireKey(ref: StreamRef): string {
    return argKeyB(wireArgB(ref));
  }

  protected sendSubscribe(refs: readonly StreamRef[]): void {
    this.sendText(JSON.stringify({ op: 'subscribe', args: refs.map(wireArgB) }));
  }

  protected sendUnsubscribe(refs: readonly StreamRef[]): void {
    this.sendText(JSON.stringify({ op: 'unsubscribe', args: refs.map(wireArgB) }));
  }

  protected handleText(text: string): void {
    if (text === 'pong') {
      this.link.cancel('reply');
      return;
    }
    for (const message of parseB(text, this.streams.routes)) this.deliver(message);
  }

  protected onOpened(): void {
    this.link.every('ping', SOCKET_B.pingEveryMs, () => this.heartbeat());
  }

  protected onDropped(): void {}

  protected retryPlan(): RetryPlan {
    this.attempts += 1;
    return { delayMs: backoffDelayB(this.attempts, this.runtime.random()), state: 'reconnecting' };
  }

  /** Each 20 s: a socket silent for 40 s is dead; otherwise `ping`, and a `pong` is due within 10 s. */
  private heartbeat(): void {
    if (this.runtime.now() - this.lastMessageAt >= SOCKET_B.silenceLimitMs) {
      this.connectionLost();
      return;
    }
    if (!this.link.has('reply')) {
      this.link.after('reply', SOCKET_B.pongTimeoutMs, () => this.connectionLost());
    }
    this.sendText('ping');
  }
}
