import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemSocketRuntime } from '../socket-runtime';
import { SocketTimers } from './socket-timers';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SocketTimers', () => {
  it('runs a one-shot timer once, replaces it when armed again, and forgets it once run', () => {
    const timers = new SocketTimers<'reply'>(systemSocketRuntime);
    const runs: string[] = [];
    timers.after('reply', 100, () => runs.push('first'));
    timers.after('reply', 300, () => runs.push('second'));
    vi.advanceTimersByTime(299);
    expect(runs).toEqual([]);
    expect(timers.has('reply')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual(['second']);
    expect(timers.has('reply')).toBe(false);
  });

  it('repeats an interval until cancelled, and cancelAll stops every timer', () => {
    const timers = new SocketTimers<'ping' | 'reply'>(systemSocketRuntime);
    let pings = 0;
    let replies = 0;
    timers.every('ping', 10, () => pings++);
    timers.after('reply', 25, () => replies++);
    vi.advanceTimersByTime(20);
    timers.cancelAll();
    vi.advanceTimersByTime(1000);
    expect(pings).toBe(2);
    expect(replies).toBe(0);
    expect(timers.has('ping')).toBe(false);
  });

  it('lets a one-shot callback arm its own name again', () => {
    const timers = new SocketTimers<'retry'>(systemSocketRuntime);
    let runs = 0;
    const arm = () =>
      timers.after('retry', 10, () => {
        runs++;
        if (runs < 3) arm();
      });
    arm();
    vi.advanceTimersByTime(100);
    expect(runs).toBe(3);
    expect(timers.has('retry')).toBe(false);
  });
});
