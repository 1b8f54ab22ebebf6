import type { BookLevel, BookSnapshot, BookUpdate } from '../../src/application/trade/market-messages';
import type { BookProtocol } from '../../src/application/trade/order-book-sequence';
import { bookChecksum } from '../../src/domain/trade/order-book-checksum';

/**
 * The reference server of the order-book fuzz: the true book (bids on ticks 1–40, asks on 41–80 of 0.25, so
 * the truth never crosses; prices written with and without trailing zeros), its ids, and each protocol's
 * messages. It remembers a fingerprint of the true book at every id, so that a live book can be checked
 * against the truth at the id it says it is at. A restart starts the ids over far below every earlier one.
 */
type Side = Map<number, { price: string; quantity: string }>;

const base = { stream: 'depth:NADI-USDT', instId: 'NADI-USDT', ts: null } as const;

export const priceOf = (tick: number, pad: number): string => {
  const fixed = (tick / 4).toFixed(2);
  return pad === 0 ? fixed.replace(/\.?0+$/, '') : `${fixed}${'0'.repeat(pad - 1)}`;
};

/** A cheap fingerprint of the levels as texts (FNV-1a over price:quantity rows). */
export function fingerprint(
  bids: readonly { price: string; quantity: string }[],
  asks: readonly { price: string; quantity: string }[],
): number {
  let hash = 0x811c9dc5;
  const eat = (text: string) => {
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  };
  for (const level of bids) eat(`b${level.price}:${level.quantity};`);
  for (const level of asks) eat(`a${level.price}:${level.quantity};`);
  return hash >>> 0;
}

export class BookServer {
  private readonly bids: Side = new Map();
  private readonly asks: Side = new Map();
  /** Fingerprint of the true book after each id. */
  readonly truth = new Map<number, number>();
  id = 1e12;
  private lowest = 1e12;

  constructor(
    readonly protocol: BookProtocol,
    private readonly random: () => number,
  ) {
    for (let tick = 1; tick <= 80; tick++) if (random() < 0.6) this.side(tick).set(tick, this.level(tick));
    this.record();
  }

  private side(tick: number): Side {
    return tick <= 40 ? this.bids : this.asks;
  }

  private level(tick: number): { price: string; quantity: string } {
    const quantity = `${1 + Math.floor(this.random() * 9999)}${this.random() < 0.3 ? '.50' : ''}`;
    return { price: priceOf(tick, Math.floor(this.random() * 3)), quantity };
  }

  /** The true sides, best first. */
  levels(): { bids: { price: string; quantity: string }[]; asks: { price: string; quantity: string }[] } {
    const sorted = (side: Side, descending: boolean) =>
      [...side.entries()].sort(([a], [b]) => (descending ? b - a : a - b)).map(([, level]) => level);
    return { bids: sorted(this.bids, true), asks: sorted(this.asks, false) };
  }

  private record(): number {
    const { bids, asks } = this.levels();
    this.truth.set(this.id, fingerprint(bids, asks));
    return bookChecksum(bids, asks);
  }

  snapshot(sum: boolean): BookSnapshot {
    const checksum = this.record();
    const { bids, asks } = this.levels();
    const rows = (side: typeof bids): BookLevel[] => side.map((l) => [l.price, l.quantity]);
    const sequence =
      this.protocol === 'a'
        ? ({ protocol: 'a', lastUpdateId: this.id } as const)
        : ({ protocol: 'b', seqId: this.id, prevSeqId: -1, checksum: sum ? checksum : 0 } as const);
    return { ...base, kind: 'bookSnapshot', bids: rows(bids), asks: rows(asks), sequence };
  }

  /** One update of 1–4 level changes (a third of them removals); `reset`: version B's seqId drop. */
  update(sum: boolean, reset = false): BookUpdate {
    const rows = { bids: [] as BookLevel[], asks: [] as BookLevel[] };
    const count = 1 + Math.floor(this.random() * 4);
    for (let i = 0; i < count; i++) {
      const tick = 1 + Math.floor(this.random() * 80);
      const side = this.side(tick);
      const removal = this.random() < 0.33;
      const level = removal ? { price: priceOf(tick, 0), quantity: '0' } : this.level(tick);
      if (removal) side.delete(tick);
      else side.set(tick, level);
      (tick <= 40 ? rows.bids : rows.asks).push([level.price, level.quantity]);
    }
    const prev = this.id;
    this.id = reset ? this.restartIds() : prev + 1 + (this.random() < 0.2 ? 1 : 0);
    const checksum = this.record();
    const sequence =
      this.protocol === 'a'
        ? ({ protocol: 'a', firstUpdateId: prev + 1, lastUpdateId: this.id } as const)
        : ({ protocol: 'b', seqId: this.id, prevSeqId: prev, checksum: sum ? checksum : 0 } as const);
    return { ...base, kind: 'bookUpdate', ...rows, sequence };
  }

  heartbeat(): BookUpdate {
    const sequence = { protocol: 'b', seqId: this.id, prevSeqId: this.id, checksum: 0 } as const;
    return { ...base, kind: 'bookUpdate', bids: [], asks: [], sequence };
  }

  /** The server restarts: the book stays, the ids start over far below every earlier one. */
  restart(): void {
    this.id = this.restartIds();
    this.record();
  }

  private restartIds(): number {
    this.lowest -= 1e7;
    return this.lowest;
  }

  /** A bid priced at or above the best ask: what no consistent server sends; null while there is no ask. */
  crossingBid(): BookLevel | null {
    const best = Math.min(...this.asks.keys());
    if (!Number.isFinite(best)) return null;
    return [priceOf(Math.min(80, best + Math.floor(this.random() * 4)), Math.floor(this.random() * 3)), '7'];
  }
}
