import { describe, expect, it } from 'vitest';
import { ServerTime } from './server-time';

describe('ServerTime', () => {
  const device = Date.UTC(2026, 10, 23, 12, 0, 0);

  it('uses the device clock until an answer says otherwise', () => {
    const time = new ServerTime(() => device);
    expect(time.now()).toBe(device);
    expect(time.learn(null, device, device)).toBe(false);
    expect(time.learn('not a date', device, device)).toBe(false);
    expect(time.now()).toBe(device);
  });

  it('learns a device clock that is five minutes fast from the Date header', () => {
    const time = new ServerTime(() => device);
    const server = new Date(device - 300_000).toUTCString();
    expect(time.learn(server, device - 100, device + 100)).toBe(true);
    expect(time.offset).toBe(-299_500);
    expect(Math.abs(time.now() - (device - 300_000))).toBeLessThan(1_000);
  });

  it('ignores differences within the header’s one-second resolution', () => {
    const time = new ServerTime(() => device);
    expect(time.learn(new Date(device + 1_000).toUTCString(), device, device)).toBe(false);
    expect(time.offset).toBe(0);
  });
});
