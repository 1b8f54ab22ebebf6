/**
 * Tells a new visit of a page from a repeated attach. A page kept alive attaches again each time it comes
 * on screen (`active` true) or leaves it (`active` false), and StrictMode attaches twice with the same
 * params: only the page coming on screen, or its key (the route's id, the form's mode) changing while it
 * is on screen, starts a new visit, which is when a view-model reloads or starts fresh.
 */
export class Visit {
  private onScreen = false;
  private key: unknown;

  /** Whether the page was on screen at the last attach (false after `leave`). */
  get active(): boolean {
    return this.onScreen;
  }

  /** Records an attach; true when it starts a new visit. */
  attach(active: boolean, key?: unknown): boolean {
    const begins = active && (!this.onScreen || key !== this.key);
    this.onScreen = active;
    this.key = key;
    return begins;
  }

  /** The page went away (unmounted): the next attach on screen is a new visit. */
  leave(): void {
    this.onScreen = false;
  }
}
