/**
 * Chaos, part 2: order-book fuzz (`npm run chaos`). 10^5 events per protocol (CHAOS_BOOK_EVENTS) through the
 * trade screen's MarketStore: updates, server restarts with ids dropping (the socket reconnects: the store is
 * told to expect a snapshot, as TradeSession does), version B's in-stream seqId resets, dropped updates (gaps),
 * duplicates, old updates, crossed updates and crossed snapshots, malformed updates (bad ids, bad levels),
 * spontaneous re-subscriptions, and resync snapshots that come late (A: taken when asked, older than the
 * stream). After every message: sides sorted, no zero-size level, no crossed book shown (the store's best
 * prices) nor live, a live book equal to the truth at the id it reports, and no resync without a fault since
 * the snapshot it stands on. Prints one line per protocol; exits 1 on any violation.
 */
import { MarketStore } from '../../src/application/trade/market.store';
import type { BookLevel, BookSnapshot, BookUpdate } from '../../src/application/trade/market-messages';
import type { BookProtocol } from '../../src/application/trade/order-book-sequence';
import { BookServer, fingerprint } from './book-server';
import { seeded } from './malformed-answers';

const EVENTS = Number(process.env.CHAOS_BOOK_EVENTS ?? 100_000);
const SEED = Number(process.env.CHAOS_SEED ?? 13);

type Message = BookSnapshot | BookUpdate;

function run(protocol: BookProtocol): { line: string; problems: string[]; violations: number } {
  const random = seeded(SEED * 7 + (protocol === 'a' ? 1 : 2));
  const server = new BookServer(protocol, random);
  const store = new MarketStore({ protocol, depthRows: 3 });
  const book = store.book;
  const counts: Record<string, number> = {};
  /** The last few events and messages, to explain a violation. */
  const recent: string[] = [];
  const remember = (text: string) => {
    recent.push(text);
    if (recent.length > 10) recent.shift();
  };
  const count = (name: string) => {
    remember(name);
    counts[name] = (counts[name] ?? 0) + 1;
  };
  const problems: string[] = [];
  let violations = 0;
  const violate = (text: string) => {
    violations += 1;
    if (problems.length < 5) problems.push(`${text}; last: ${recent.join(' ')}`);
  };

  let anomalies = 0;
  /** Faults injected up to when the snapshot the book stands on was taken. */
  let standingOn = 0;
  let resyncs = 0;
  let answered = 0;
  let round = 0;
  let maxRounds = 0;
  let refusedInRow = 0;
  let maxRefusedInRow = 0;
  let liveEvents = 0;
  book.onResync(() => {
    resyncs += 1;
    round += 1;
    maxRounds = Math.max(maxRounds, round);
    if (anomalies <= standingOn) violate(`resync with no fault since the snapshot (at ${book.sequence})`);
  });
  // Typed by assertion: closures assign it, which the narrowing of a plain `= null` would not see.
  let inFlight = null as { due: number; taken: Message | null; anomalies: number | null } | null;
  let dropNext = false;
  const delivered: BookUpdate[] = [];
  /** Updates sent broken on purpose (crossed, malformed): sending one again is a fault again. */
  const broken = new WeakSet<BookUpdate>();

  const check = (message: Message) => {
    for (const [side, sign] of [
      [book.bids, -1],
      [book.asks, 1],
    ] as const) {
      for (let i = 0; i < side.length; i++) {
        const level = side[i] as { price: string; quantity: string };
        if (!(Number(level.quantity) > 0)) violate(`zero or bad size at ${level.price}`);
        const previous = side[i - 1];
        if (previous && Math.sign(Number(level.price) - Number(previous.price)) !== sign)
          violate(`unsorted at ${level.price}`);
      }
    }
    if (store.bestBid && store.bestAsk && store.bestBid.gte(store.bestAsk)) violate('a crossed book shown');
    if (book.needsSnapshot) return;
    liveEvents += 1;
    round = 0;
    if (book.crossed) violate('a crossed live book');
    if (fingerprint(book.bids, book.asks) !== server.truth.get(book.sequence ?? Number.NaN))
      violate(`live book differs from the truth at ${book.sequence} after a ${message.kind}`);
  };
  const deliver = (message: Message, takenAt = anomalies) => {
    const ids = Object.values(message.sequence).slice(1, 3).join('/');
    remember(`${message.kind === 'bookSnapshot' ? 'snapshot' : 'update'}(${ids})`);
    if (message.kind === 'bookSnapshot') {
      standingOn = takenAt;
      store.handle(message);
      if (book.needsSnapshot) refusedInRow += 1;
      else refusedInRow = 0;
      maxRefusedInRow = Math.max(maxRefusedInRow, refusedInRow);
    } else {
      delivered.push(message);
      if (delivered.length > 16) delivered.shift();
      store.handle(message);
    }
    check(message);
  };
  /**
   * A snapshot on its way. After a gap or a reconnect (the book waits), version A's is taken now and may arrive
   * older than the stream, as a REST snapshot does; otherwise it is taken on arrival, in order with the stream,
   * as a socket's answer to a subscription is.
   */
  const schedule = (lag: number, early = false) => {
    const taken = early && protocol === 'a' ? server.snapshot(false) : null;
    inFlight = { due: lag, taken, anomalies: taken ? anomalies : null };
  };
  const malformed = (update: BookUpdate): BookUpdate => {
    const s = update.sequence;
    const bad: BookLevel = random() < 0.5 ? ['abc', '1'] : [random() < 0.5 ? '0' : '1.25', '-3'];
    if (random() < 0.5) return { ...update, bids: [...update.bids, bad] };
    if (s.protocol === 'a') return { ...update, sequence: { ...s, firstUpdateId: s.lastUpdateId + 5 } };
    return { ...update, sequence: { ...s, seqId: s.seqId + 0.5 } };
  };

  schedule(0, true);
  for (let event = 0; event < EVENTS; event++) {
    if (inFlight && inFlight.due-- <= 0) {
      const { taken, anomalies: at } = inFlight;
      inFlight = null;
      // An early snapshot matters only to a waiting book: a live one gets the socket's answer, in order.
      if (taken && book.needsSnapshot) deliver(taken, at ?? anomalies);
      else deliver(server.snapshot(random() < 0.5));
    }
    if (resyncs > answered && !inFlight) {
      answered = resyncs;
      schedule(Math.floor(random() * 4), true);
    }
    const roll = random();
    if (roll < 0.72 || (roll < 0.75 && protocol === 'a')) {
      count('updates');
      const update = server.update(random() < 0.5);
      if (dropNext) {
        dropNext = false;
        anomalies += 1; // a fault when it happens: a snapshot taken before it does not cover it
      } else deliver(update);
    } else if (roll < 0.75) {
      count('heartbeats');
      deliver(server.heartbeat());
    } else if (roll < 0.79) {
      count('gaps');
      dropNext = true;
    } else if (roll < 0.85) {
      count('duplicates');
      const old = delivered.at(roll < 0.82 ? -1 : -2 - Math.floor(random() * 6));
      // B cannot place an older message, which may cost a snapshot; A drops it as stale, unless it is broken.
      if (old && (protocol === 'b' || broken.has(old))) anomalies += 1;
      if (old) deliver(old);
    } else if (roll < 0.88) {
      const update = server.update(false);
      const crossing = server.crossingBid();
      if (crossing) {
        count('crossed');
        anomalies += 1;
      }
      const sent = crossing ? { ...update, bids: [...update.bids, crossing] } : update;
      if (crossing) broken.add(sent);
      deliver(sent);
    } else if (roll < 0.89) {
      const snapshot = server.snapshot(false);
      const crossing = server.crossingBid();
      if (crossing) {
        count('crossed snapshots');
        anomalies += 1;
        deliver({ ...snapshot, bids: [crossing, ...snapshot.bids] }, anomalies - 1); // the snapshot is the fault
      }
    } else if (roll < 0.92) {
      count('malformed');
      anomalies += 1;
      const sent = malformed(server.update(false));
      broken.add(sent);
      deliver(sent);
    } else if (roll < 0.925) {
      count('restarts');
      anomalies += 1;
      server.restart();
      delivered.length = 0; // nothing of the old connection arrives after a reconnect
      store.expectSnapshot(); // the socket drops and reconnects: TradeSession marks the book stale
      schedule(Math.floor(random() * 4), true);
    } else if (roll < 0.93 && protocol === 'b') {
      count('seqId resets');
      deliver(server.update(false, true));
    } else if (!inFlight) {
      count('resubscribes');
      schedule(Math.floor(random() * 4));
    }
  }
  deliver(server.snapshot(true));
  if (book.needsSnapshot) violate('a fresh snapshot at the end did not bring the book back');
  const live = ((100 * liveEvents) / EVENTS).toFixed(1);
  const kinds = Object.entries(counts)
    .map(([name, n]) => `${n} ${name}`)
    .join(', ');
  const line =
    `chaos order book ${protocol.toUpperCase()}: ${EVENTS} events (${kinds}), ${violations} invariant violations, ` +
    `${resyncs} resyncs, max ${maxRounds} consecutive resyncs (${maxRefusedInRow} snapshots refused in a row), ` +
    `live ${live} % of the time`;
  return { line, problems, violations };
}

let failed = 0;
for (const protocol of ['a', 'b'] as const) {
  const started = Date.now();
  const { line, problems, violations } = run(protocol);
  console.log(`${line} (${Date.now() - started} ms)`);
  for (const problem of problems) console.log(`  ${problem}`);
  failed += violations;
}
process.exit(failed > 0 ? 1 : 0);
