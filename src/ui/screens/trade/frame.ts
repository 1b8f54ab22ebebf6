/**
 * Runs `publish` just before the next paint, so a book fed 100 messages a second renders at most once per frame
 * (MarketStore coalesces the messages in between). Without a DOM (unit tests, Node) it runs at once.
 */
export function nextFrame(publish: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => publish());
  else publish();
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
