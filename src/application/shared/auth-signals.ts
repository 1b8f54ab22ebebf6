import { injectable } from 'inversify';

type Listener = (serverMessage: string) => void;

/**
 * A tiny event channel from the HTTP adapter up to the session store: "the server said 401".
 * It exists so that the adapter does not depend on the store (which depends on the adapter).
 */
@injectable()
export class AuthSignals {
  private readonly listeners = new Set<Listener>();

  /** Subscribes to "unauthorized"; returns the unsubscribe function. */
  onUnauthorized(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called by the HTTP adapter for HTTP 401 and for answer code 401. */
  unauthorized(serverMessage: string): void {
    for (const listener of [...this.listeners]) listener(serverMessage);
  }
}
