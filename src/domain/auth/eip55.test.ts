import { getAddress, keccak256 } from 'ethers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isChecksumAddress, keccak256Hex, toChecksumAddress } from './eip55';

describe('Keccak-256 and EIP-55', () => {
  it('hashes as Ethereum does (the empty input, one block, block edges, several blocks)', () => {
    expect(keccak256Hex(new Uint8Array())).toBe(
      'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    );
    for (const length of [1, 40, 135, 136, 137, 300]) {
      const bytes = new Uint8Array(length).map((_, i) => (i * 31 + 7) & 255);
      expect(`0x${keccak256Hex(bytes)}`).toBe(keccak256(bytes));
    }
  });

  it("writes the EIP's own examples and agrees with ethers on any address", () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
      expect(isChecksumAddress(address)).toBe(true);
    }
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const lower = `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
        expect(toChecksumAddress(lower)).toBe(getAddress(lower));
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a wrong checksum, the lower-case form of a mixed one, and what is not an address', () => {
    expect(isChecksumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(false);
    expect(isChecksumAddress('0x1234')).toBe(false);
    expect(isChecksumAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
  });
});
