import { inject, injectable } from 'inversify';
import { Clock } from '../shared/clock.port';
import { SocketHealth } from '../shared/socket-health.store';
import { type MarketListener, MarketSocket, type SocketState } from './market-socket.port';

/** The protocol adapter (version A or B) that ObservedMarketSocket reports on. */
export const ProtocolMarketSocket = Symbol.for('ProtocolMarketSocket');

/**
 * The market socket as the app uses it: the protocol adapter, with its state and the time of each message
 * told to SocketHealth for the diagnostics panel. Everything else passes through unchanged.
 */
@injectable()
export class ObservedMarketSocket implements MarketSocket {
  constructor(
    @inject(ProtocolMarketSocket) private readonly inner: MarketSocket,
    @inject(SocketHealth) private readonly health: SocketHealth,
    @inject(Clock) private readonly clock: Clock,
  ) {
    health.setState(inner.state);
    inner.onState((state) => health.setState(state));
  }

  get state(): SocketState {
    return this.inner.state;
  }

  subscribe(streams: readonly string[], listener: MarketListener): () => void {
    return this.inner.subscribe(streams, (message) => {
      this.health.messageAt(this.clock.now());
      listener(message);
    });
  }

  resubscribe(streams: readonly string[]): void {
    this.inner.resubscribe(streams);
  }

  onState(listener: (state: SocketState) => void): () => void {
    return this.inner.onState(listener);
  }

  serverTime(): Promise<number | null> {
    return this.inner.serverTime();
  }

  close(): void {
    this.inner.close();
  }
}
