import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ServerTick, startTicking } from './server-ticks';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const run = (tick: ServerTick) => tick({} as never, {} as never);

describe('startTicking', () => {
  it('runs every tick in turn, every period, until stopped', async () => {
    const calls: string[] = [];
    const ticking = startTicking(
      run,
      [async () => void calls.push('a'), async () => void calls.push('b')],
      100,
    );
    await vi.advanceTimersByTimeAsync(250);
    expect(calls).toEqual(['a', 'b', 'a', 'b']);
    await ticking.stop();
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(4);
  });

  it('never starts a round while the last one is under way, and keeps going after a failure', async () => {
    let rounds = 0;
    let release: () => void = () => {};
    const slow: ServerTick = () => {
      rounds += 1;
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    const onError = vi.fn();
    const failing: ServerTick = () => Promise.reject(new Error('chain down'));
    const ticking = startTicking(run, [failing, slow], 100, onError);
    await vi.advanceTimersByTimeAsync(450);
    expect(rounds).toBe(1);
    expect(onError).toHaveBeenCalledWith(new Error('chain down'));
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(rounds).toBe(2);
    const stopped = ticking.stop();
    release();
    await stopped;
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('does nothing with no ticks or no period', async () => {
    const tick = vi.fn(async () => {});
    await startTicking(run, [], 100).stop();
    const off = startTicking(run, [tick], 0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(tick).not.toHaveBeenCalled();
    await off.stop();
  });
});
