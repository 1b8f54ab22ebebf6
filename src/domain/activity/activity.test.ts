import { describe, expect, it } from 'vitest';
import { activityCountdown, activityStatusAt, msToNextTick } from './activity';

const period = { startsAt: new Date('2026-03-01T00:00:00Z'), endsAt: new Date('2026-03-15T00:00:00Z') };
const at = (iso: string) => new Date(iso);

describe('activity status and countdown', () => {
  it.each([
    ['2026-02-28T23:59:59.999Z', 'upcoming'],
    ['2026-03-01T00:00:00Z', 'ongoing'],
    ['2026-03-14T23:59:59Z', 'ongoing'],
    ['2026-03-15T00:00:00Z', 'ended'],
  ])('at %s the activity is %s', (now, status) => {
    expect(activityStatusAt(period, at(now))).toBe(status);
  });

  it('counts down to the start, then to the end, then not at all', () => {
    expect(activityCountdown(period, at('2026-02-27T22:58:30Z'))).toEqual({
      to: 'start',
      left: { days: 1, hours: 1, minutes: 1, seconds: 30, totalSeconds: 90_090, done: false },
    });
    expect(activityCountdown(period, at('2026-03-14T23:59:58.500Z'))?.left).toMatchObject({
      seconds: 2,
      totalSeconds: 2,
    });
    expect(activityCountdown(period, at('2026-03-14T23:59:58.500Z'))?.to).toBe('end');
    expect(activityCountdown(period, at('2026-03-15T00:00:00Z'))).toBeNull();
  });

  it('ticks when the shown second changes', () => {
    expect(msToNextTick(period, at('2026-03-14T23:59:58.250Z'))).toBe(750);
    expect(msToNextTick(period, at('2026-03-14T23:59:58Z'))).toBe(1000);
    expect(msToNextTick(period, at('2026-03-20T00:00:00Z'))).toBe(1000);
  });
});
