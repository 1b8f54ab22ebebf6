import { inject, injectable } from 'inversify';
import { AppConfig } from '../../../application/shared/app-config';
import { AppStorage } from '../../../application/shared/storage.port';
import type { StreamRef } from '../../../application/trade/market-messages';
import { SocketRuntime, type TimerHandle, WebSocketFactory } from '../socket-runtime';
import { BaseMarketSocket, type RetryPlan } from './base-market-socket';
import { argKeyB, parseB, wireArgB } from './protocol-b.codec';

/** The numbers of spec section 9 for version B. */
export const SOCKET_B = {
  pingEveryMs: 20_000,
  reconnectDelayMs: 1_000,
} as const;

/**
 * Version B of the live socket (channels, OKX-like): text `ping` every 20 s (the server answers `pong`),
 * a reconnect 1 s after any lost connection, with no limit, `{"op": "subscribe"|"unsubscribe", "args":
 * [{channel, instId}]}`, and data routed by `arg.channel` and `arg.instId`, `action` telling a books
 * snapshot from an update. Version B has no numbers of its own for the connect timeout, a pong timeout or
 * the idle close; it takes none for the first two (the browser fails a hung connect) and the shared 30 s
 * idle close. Channel names: see protocol-b.codec.ts.
 */
@injectable()
export class MarketSocketB extends BaseMarketSocket {
  private pingTimer: TimerHandle | null = null;

  constructor(
    @inject(AppConfig) config: AppConfig,
    @inject(AppStorage) storage: AppStorage,
    @inject(WebSocketFactory) factory: WebSocketFactory,
    @inject(SocketRuntime) runtime: SocketRuntime,
  ) {
    super(config, storage, factory, runtime);
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
    if (text === 'pong') return;
    for (const message of parseB(text, this.streams.routes)) this.streams.dispatch(message);
  }

  protected onConnecting(): void {}

  protected onOpened(): void {
    this.pingTimer = this.runtime.setInterval(() => this.sendText('ping'), SOCKET_B.pingEveryMs);
  }

  protected stopTimers(): void {
    if (this.pingTimer !== null) this.runtime.clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  protected retryPlan(): RetryPlan {
    return { delayMs: SOCKET_B.reconnectDelayMs, state: 'reconnecting' };
  }
}
