/** The book repaints at most this often: 10 times a second reads as live, and leaves a cheap phone's main thread free. */
export const BOOK_FRAME_MS = 100;

/**
 * A MarketStore schedule: runs `publish` just before a paint (requestAnimationFrame), at least `minGapMs` after
 * the previous run, so a book fed 100 messages a second renders at most once per frame and at most 10 times a
 * second (MarketStore coalesces the messages in between). Without a DOM (unit tests, Node) it runs at once.
 */
export function frameSchedule(
  minGapMs: number = BOOK_FRAME_MS,
  now: () => number = () => performance.now(),
): (publish: () => void) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (publish) => {
    if (typeof requestAnimationFrame !== 'function') {
      publish();
      return;
    }
    const run = () =>
      requestAnimationFrame(() => {
        last = now();
        publish();
      });
    const wait = last + minGapMs - now();
    if (wait > 0) setTimeout(run, wait);
    else run();
  };
}

/**
 * Wraps an async reload so that calls arriving while one runs collapse into a single run after it: a burst of
 * order updates (a resting order filling level by level) costs two reloads, not one per update, and the last
 * reload still sees the final state.
 */
export function coalesced(run: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async (): Promise<void> => {
    try {
      do {
        again = false;
        await run();
      } while (again);
    } finally {
      running = null;
    }
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = loop();
    return running;
  };
}
