import type { SocketRuntime, TimerHandle } from '../socket-runtime';

/**
 * Named timers of a socket adapter, one-shot (`after`) or repeating (`every`): arming a name again replaces
 * its timer, and `cancelAll` stops them all at once, so a dropped connection leaves no timer of its own behind
 * (a stray connect timeout or ping firing on the next connection would drop a healthy socket).
 */
export class SocketTimers<Name extends string> {
  private readonly handles = new Map<Name, { readonly handle: TimerHandle; readonly repeat: boolean }>();

  constructor(private readonly runtime: SocketRuntime) {}

  /** Runs `callback` once after `ms`. */
  after(name: Name, ms: number, callback: () => void): void {
    this.cancel(name);
    const entry = {
      repeat: false,
      handle: this.runtime.setTimeout(() => {
        if (this.handles.get(name) === entry) this.handles.delete(name);
        callback();
      }, ms),
    };
    this.handles.set(name, entry);
  }

  /** Runs `callback` every `ms` until cancelled. */
  every(name: Name, ms: number, callback: () => void): void {
    this.cancel(name);
    this.handles.set(name, { repeat: true, handle: this.runtime.setInterval(callback, ms) });
  }

  /** Whether the timer is armed (a one-shot timer that has run is not). */
  has(name: Name): boolean {
    return this.handles.has(name);
  }

  cancel(name: Name): void {
    const entry = this.handles.get(name);
    if (!entry) return;
    this.handles.delete(name);
    if (entry.repeat) this.runtime.clearInterval(entry.handle);
    else this.runtime.clearTimeout(entry.handle);
  }

  cancelAll(): void {
    for (const name of [...this.handles.keys()]) this.cancel(name);
  }
}
