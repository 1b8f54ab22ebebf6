import type { SnapshotSequence, UpdateSequence } from './market-messages';

/** Socket protocol version: 'a' (stream subscriptions, U/u ids) or 'b' (channel/instId, seqId/prevSeqId). */
export type BookProtocol = SnapshotSequence['protocol'];

/**
 * What the sequence rules say about an update, before it touches the book:
 * - apply: it continues the book;
 * - stale: already in the book (A: u <= the last id; B: ends at the last seqId, see SequenceRuleB) — drop it;
 * - heartbeat: version B's "still here" message (seqId == prevSeqId == the last seqId, no levels) — no change;
 * - gap: something was missed or cannot be placed — the book needs a fresh snapshot;
 * - malformed: sequence numbers that are not integers, or U > u.
 */
export type SequenceVerdict = 'apply' | 'stale' | 'heartbeat' | 'gap' | 'malformed';

/** The sequence state of one book and the rules of its protocol (decisions.md, "Local order book"). */
export interface SequenceRule {
  /** The last id the book is at: A the last applied `u` (or the snapshot's lastUpdateId), B the last seqId. */
  readonly last: number | null;
  /** Starts over from a snapshot. */
  start(sequence: SnapshotSequence): void;
  /** Judges an update against the state; `empty` says it carries no levels. */
  check(sequence: UpdateSequence, empty: boolean): SequenceVerdict;
  /** Records an update that was applied. */
  commit(sequence: UpdateSequence): void;
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value);

/** Whether the ids could be placed at all: integers, and (version A) U <= u. */
export const isWellFormed = (sequence: UpdateSequence): boolean =>
  sequence.protocol === 'a'
    ? isId(sequence.firstUpdateId) &&
      isId(sequence.lastUpdateId) &&
      sequence.firstUpdateId <= sequence.lastUpdateId
    : isId(sequence.seqId) && isId(sequence.prevSeqId);

/**
 * Version A (U/u ids, Binance semantics): updates with u <= the last id are stale; the first update after a
 * snapshot must straddle it (U <= lastUpdateId + 1 <= u); every later one must follow on exactly (U == last + 1).
 */
export class SequenceRuleA implements SequenceRule {
  last: number | null = null;
  private firstAfterSnapshot = true;

  start(sequence: SnapshotSequence): void {
    this.last = sequence.protocol === 'a' ? sequence.lastUpdateId : null;
    this.firstAfterSnapshot = true;
  }

  check(sequence: UpdateSequence): SequenceVerdict {
    if (sequence.protocol !== 'a') return 'malformed';
    const { firstUpdateId: first, lastUpdateId: last } = sequence;
    if (!isWellFormed(sequence)) return 'malformed';
    if (this.last === null) return 'gap';
    if (last <= this.last) return 'stale';
    if (this.firstAfterSnapshot) return first <= this.last + 1 ? 'apply' : 'gap';
    return first === this.last + 1 ? 'apply' : 'gap';
  }

  commit(sequence: UpdateSequence): void {
    if (sequence.protocol !== 'a') return;
    this.last = sequence.lastUpdateId;
    this.firstAfterSnapshot = false;
  }
}

/**
 * Version B (seqId/prevSeqId, OKX semantics): an update applies when its prevSeqId is the last seqId. That
 * includes a reset (seqId lower than prevSeqId after the server's maintenance), which OKX documents as a normal
 * incremental message the following ones continue from. A heartbeat has seqId == prevSeqId == the last seqId
 * and no levels. A message ending where the book is (seqId == the last seqId) is stale when it repeats the last
 * applied update, or when the book stands on a snapshot (the snapshot covers everything up to its seqId).
 * Anything else is a gap: ids cannot be ordered across a reset, so an older message cannot be told from a newer
 * one, and a fresh snapshot is the safe answer.
 */
export class SequenceRuleB implements SequenceRule {
  last: number | null = null;
  /** prevSeqId of the last applied update; null while the book stands on its snapshot. */
  private lastPrev: number | null = null;

  start(sequence: SnapshotSequence): void {
    this.last = sequence.protocol === 'b' ? sequence.seqId : null;
    this.lastPrev = null;
  }

  check(sequence: UpdateSequence, empty: boolean): SequenceVerdict {
    if (sequence.protocol !== 'b') return 'malformed';
    const { seqId, prevSeqId } = sequence;
    if (!isWellFormed(sequence)) return 'malformed';
    if (this.last === null) return 'gap';
    if (prevSeqId === this.last) return seqId === prevSeqId && empty ? 'heartbeat' : 'apply';
    if (seqId === this.last && (this.lastPrev === null || prevSeqId === this.lastPrev)) return 'stale';
    return 'gap';
  }

  commit(sequence: UpdateSequence): void {
    if (sequence.protocol !== 'b') return;
    this.last = sequence.seqId;
    this.lastPrev = sequence.prevSeqId;
  }
}

export const sequenceRuleFor = (protocol: BookProtocol): SequenceRule =>
  protocol === 'a' ? new SequenceRuleA() : new SequenceRuleB();
