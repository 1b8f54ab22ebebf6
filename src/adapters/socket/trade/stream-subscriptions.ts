import { type MarketMessage, parseStream, type StreamRef } from '../../../application/trade/market-messages';
import type { MarketListener } from '../../../application/trade/market-socket.port';

/** A subscribed stream: its neutral name and what it refers to. */
export interface StreamTarget {
  readonly name: string;
  readonly ref: StreamRef;
}

/** One `subscribe` call: its streams and its listener. */
export interface Subscription {
  readonly streams: ReadonlySet<string>;
  readonly listener: MarketListener;
}

/**
 * Who listens to which stream, for both protocol versions: subscriptions counted per stream (a stream goes
 * on the wire with its first subscription and off with its last), the routes of incoming messages by wire
 * key, and the dispatch of a message to the subscriptions of its stream. No I/O: the socket sends what
 * `add` and `remove` return.
 */
export class StreamSubscriptions {
  private readonly subscriptions = new Set<Subscription>();
  /** Neutral stream name → how many subscriptions use it. */
  private readonly counts = new Map<string, number>();
  /** The subscribed streams by their wire key, for routing incoming messages. */
  readonly routes = new Map<string, StreamTarget>();

  constructor(
    private readonly wireKey: (ref: StreamRef) => string,
    private readonly reportError: (error: unknown) => void,
  ) {}

  /** Whether any stream is subscribed. */
  get any(): boolean {
    return this.counts.size > 0;
  }

  /** Whether this stream is subscribed. */
  has(name: string): boolean {
    return this.counts.has(name);
  }

  /** Every subscribed stream (to subscribe again on a new connection). */
  all(): StreamRef[] {
    return [...this.counts.keys()].map((name) => parseStream(name) as StreamRef);
  }

  /** A subscription of the known streams among `streams`; returns it and the streams it puts on the wire. */
  add(
    streams: readonly string[],
    listener: MarketListener,
  ): { subscription: Subscription; added: StreamRef[] } {
    const names = new Set(streams.filter((name) => parseStream(name) !== null));
    const subscription: Subscription = { streams: names, listener };
    this.subscriptions.add(subscription);
    const added: StreamRef[] = [];
    for (const name of names) {
      const count = this.counts.get(name) ?? 0;
      this.counts.set(name, count + 1);
      if (count === 0) added.push(this.track(name));
    }
    return { subscription, added };
  }

  /** Ends a subscription; returns the streams it takes off the wire, or null when it had ended already. */
  remove(subscription: Subscription): StreamRef[] | null {
    if (!this.subscriptions.delete(subscription)) return null;
    const removed: StreamRef[] = [];
    for (const name of subscription.streams) {
      const count = (this.counts.get(name) ?? 1) - 1;
      if (count > 0) {
        this.counts.set(name, count);
        continue;
      }
      this.counts.delete(name);
      const ref = parseStream(name) as StreamRef;
      this.routes.delete(this.wireKey(ref));
      removed.push(ref);
    }
    return removed;
  }

  clear(): void {
    this.subscriptions.clear();
    this.counts.clear();
    this.routes.clear();
  }

  /** Gives a message to every subscription of its stream. A throwing listener does not starve the others. */
  dispatch(message: MarketMessage): void {
    for (const subscription of [...this.subscriptions]) {
      if (!subscription.streams.has(message.stream)) continue;
      try {
        subscription.listener(message);
      } catch (error) {
        this.reportError(error);
      }
    }
  }

  private track(name: string): StreamRef {
    const ref = parseStream(name) as StreamRef;
    this.routes.set(this.wireKey(ref), { name, ref });
    return ref;
  }
}
