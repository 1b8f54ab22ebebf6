import { describe, expect, it } from 'vitest';
import { cryptoRandom, randomHex, randomInviteCode, seededRandom } from './random';

describe('random', () => {
  it('repeats with the same seed', () => {
    const a = seededRandom(9);
    const b = seededRandom(9);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('stays in [0, 1)', () => {
    for (const source of [cryptoRandom, seededRandom(3)]) {
      for (let i = 0; i < 200; i++) {
        const value = source();
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThan(1);
      }
    }
  });

  it('makes hex strings and invite codes of the promised form', () => {
    expect(randomHex(seededRandom(1), 32)).toMatch(/^[0-9a-f]{32}$/);
    expect(randomInviteCode(cryptoRandom)).toMatch(/^[A-Z2-9]{8}$/);
  });
});
