import { makeAutoObservable } from 'mobx';
import type { Clock } from '../../../application/shared/clock.port';

/** How often the countdowns move on. */
export const TICK_MS = 1000;

/**
 * The time the savings screens count down from, moved on once a second while the page is on screen (a
 * hidden kept-alive page does not tick). `onTick` lets a view-model notice that a release time has passed.
 */
export class PledgeTicker {
  now: number;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly onTick: (now: number) => void = () => {},
  ) {
    this.now = clock.now();
    makeAutoObservable<this, 'clock' | 'onTick' | 'timer'>(
      this,
      { clock: false, onTick: false, timer: false },
      { autoBind: true },
    );
  }

  get date(): Date {
    return new Date(this.now);
  }

  /** Whether the timer runs (for tests). */
  get running(): boolean {
    return this.timer !== null;
  }

  start(): void {
    this.sync();
    this.timer ??= setInterval(this.tick, TICK_MS);
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** Takes the clock's time (each second, and at once when a test moves the clock). */
  tick(): void {
    this.sync();
    this.onTick(this.now);
  }

  /** Takes the clock's time without the tick's follow-up (a reload is starting anyway). */
  sync(): void {
    this.now = this.clock.now();
  }
}

/** How soon after a reload a passed release time may ask for another (the server may pay a moment late). */
export const RELOAD_GAP_MS = 3000;

/**
 * Reloads a list once a release time it shows has passed, so that the release appears without a pull;
 * at most once per RELOAD_GAP_MS while the server has not paid it yet.
 */
export class ReleaseWatch {
  private reloadedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly reload: () => Promise<void>) {}

  /** A reload began (by the person or by the watch). */
  reloaded(now: number): void {
    this.reloadedAt = now;
  }

  check(now: number, times: readonly (Date | null)[], busy: boolean): void {
    if (busy || now - this.reloadedAt < RELOAD_GAP_MS) return;
    if (!times.some((time) => time !== null && time.getTime() <= now)) return;
    this.reloadedAt = now;
    void this.reload();
  }
}
