import { makeAutoObservable } from 'mobx';
import type { Clock } from '../../../application/shared/clock.port';

/**
 * The time countdowns are drawn from, moved on by one timer: `delay(now)` says in how many ms the shown
 * second changes, or null when nothing counts down (the timer then stops). Runs only while started.
 */
export class NowTicker {
  now: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;

  constructor(
    private readonly clock: Clock,
    private readonly delay: (now: number) => number | null,
  ) {
    this.now = clock.now();
    makeAutoObservable<this, 'clock' | 'delay' | 'timer' | 'running'>(
      this,
      { clock: false, delay: false, timer: false, running: false },
      { autoBind: true },
    );
  }

  /** Whether a tick is scheduled (for tests). */
  get ticking(): boolean {
    return this.timer !== null;
  }

  start(): void {
    this.running = true;
    this.sync();
  }

  stop(): void {
    this.running = false;
    this.sync();
  }

  /** Takes the clock's time now and reschedules (after new data arrived). */
  sync(): void {
    this.now = this.clock.now();
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const wait = this.running ? this.delay(this.now) : null;
    if (wait !== null) this.timer = setTimeout(this.tick, wait);
  }

  private tick(): void {
    this.timer = null;
    this.sync();
  }
}
