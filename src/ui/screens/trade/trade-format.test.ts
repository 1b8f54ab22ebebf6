import Decimal from 'decimal.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coalesced, frameSchedule } from './frame';
import { direction, fixedText, percentText } from './trade-format';

const d = (text: string) => new Decimal(text);

describe('trade formatting', () => {
  it('prints prices with the grid’s decimals, truncated, grouped in the language’s way', () => {
    expect(fixedText(d('0.0825'), 5)).toBe('0.08250');
    expect(fixedText(d('0.082509'), 5)).toBe('0.08250');
    expect(fixedText(d('12345.6'), 2)).toBe('12,345.60');
    expect(fixedText(d('7'), 0)).toBe('7');
    expect(fixedText(d('1e-7'), 5)).toBe('0.00000');
  });

  it('prints a signed change with two decimals and picks its colour', () => {
    expect(percentText(d('1.254'))).toBe('+1.25%');
    expect(percentText(d('-0.4'))).toBe('-0.40%');
    expect(percentText(d('0'))).toBe('0.00%');
    expect(direction(d('0.01'))).toBe('up');
    expect(direction(d('-0.01'))).toBe('down');
    expect(direction(d('0'))).toBe('flat');
    expect(direction(null)).toBe('flat');
  });
});

describe('coalesced', () => {
  it('runs once more after a burst, not once per call', async () => {
    let runs = 0;
    let release: () => void = () => {};
    const reload = coalesced(
      () =>
        new Promise<void>((resolve) => {
          runs++;
          release = resolve;
        }),
    );
    void reload();
    void reload();
    void reload();
    expect(runs).toBe(1);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toBe(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(runs).toBe(2);
    void reload();
    expect(runs).toBe(3);
    release();
  });
});

describe('frameSchedule', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('publishes in an animation frame, at most once per gap', () => {
    vi.useFakeTimers();
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    let clock = 1000;
    const schedule = frameSchedule(100, () => clock);
    let published = 0;
    schedule(() => published++);
    expect(published).toBe(0);
    frames.shift()?.();
    expect(published).toBe(1);
    // 30 ms later: waits out the rest of the gap, then asks for a frame.
    clock = 1030;
    schedule(() => published++);
    expect(frames).toHaveLength(0);
    clock = 1100;
    vi.advanceTimersByTime(70);
    expect(frames).toHaveLength(1);
    frames.shift()?.();
    expect(published).toBe(2);
  });

  it('runs at once without a DOM', () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    let published = 0;
    frameSchedule()(() => published++);
    expect(published).toBe(1);
  });
});
