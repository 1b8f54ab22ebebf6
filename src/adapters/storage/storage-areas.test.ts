import { describe, expect, it } from 'vitest';
import { browserStorageAreas, MemoryStorage } from './storage-areas';
import { SystemClock } from './system-clock.adapter';

describe('MemoryStorage', () => {
  it('behaves as a Storage', () => {
    const storage = new MemoryStorage();
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    expect(storage.length).toBe(2);
    expect(storage.key(1)).toBe('b');
    expect(storage.key(5)).toBeNull();
    expect(storage.getItem('a')).toBe('1');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });
});

describe('browserStorageAreas', () => {
  it('uses the page storage when it is there', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const areas = browserStorageAreas({ localStorage: local, sessionStorage: session });
    expect(areas.local).toBe(local);
    expect(areas.session).toBe(session);
  });

  it('falls back to memory when storage is missing or refuses access', () => {
    const scope = {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const areas = browserStorageAreas(scope);
    expect(areas.local).toBeInstanceOf(MemoryStorage);
    expect(areas.session).toBeInstanceOf(MemoryStorage);
    expect(browserStorageAreas().local).toBeDefined();
  });
});

describe('SystemClock', () => {
  it('tells the time in epoch milliseconds', () => {
    const before = Date.now();
    const now = new SystemClock().now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
