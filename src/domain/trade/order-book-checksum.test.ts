import { crc32 as zlibCrc32 } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookChecksum, bookChecksumText, type ChecksumLevel, crc32 } from './order-book-checksum';

const levels = (...rows: [string, string][]): ChecksumLevel[] =>
  rows.map(([price, quantity]) => ({ price, quantity }));

describe('crc32', () => {
  it.each([
    ['', 0],
    // The standard CRC-32 check value 0xCBF43926, read as a signed 32-bit integer.
    ['123456789', -873187034],
    ['3366.1:7:3366.8:9:3366:6:3368:8', -1881014294],
  ])('crc32(%j) = %i', (text, expected) => {
    expect(crc32(text)).toBe(expected);
  });

  it('is zlib’s CRC-32 of the UTF-8 bytes, signed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 64 }), (text) => {
        expect(crc32(text)).toBe(zlibCrc32(Buffer.from(text, 'utf8')) | 0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('book checksum (version B, OKX semantics)', () => {
  it('interleaves bid and ask levels as price:quantity joined with colons', () => {
    const bids = levels(['3366.1', '7'], ['3366', '6']);
    const asks = levels(['3366.8', '9'], ['3368', '8']);
    expect(bookChecksumText(bids, asks)).toBe('3366.1:7:3366.8:9:3366:6:3368:8');
    expect(bookChecksum(bids, asks)).toBe(-1881014294);
  });

  it('goes on with the longer side when the other runs out, and with one side only', () => {
    const bids = levels(['3', '1'], ['2', '1'], ['1', '1']);
    const asks = levels(['4', '2']);
    expect(bookChecksumText(bids, asks)).toBe('3:1:4:2:2:1:1:1');
    expect(bookChecksumText([], asks)).toBe('4:2');
    expect(bookChecksum([], [])).toBe(crc32(''));
  });

  it('reads the texts as received (trailing zeros count)', () => {
    expect(bookChecksum(levels(['1.50', '2']), [])).not.toBe(bookChecksum(levels(['1.5', '2']), []));
  });

  it('covers the first 25 levels of each side only', () => {
    const many = (from: number): ChecksumLevel[] =>
      Array.from({ length: 30 }, (_, i) => ({ price: String(from + i), quantity: '1' }));
    const text = bookChecksumText(many(100), many(200));
    expect(text.split(':')).toHaveLength(25 * 4);
    expect(text.endsWith('124:1:224:1')).toBe(true);
  });

  it('streams the same CRC as hashing the text', () => {
    const level = fc.record({
      price: fc.stringMatching(/^\d{1,6}(\.\d{1,4})?$/),
      quantity: fc.stringMatching(/^\d{1,6}(\.\d{1,4})?$/),
    });
    fc.assert(
      fc.property(fc.array(level, { maxLength: 30 }), fc.array(level, { maxLength: 30 }), (bids, asks) => {
        expect(bookChecksum(bids, asks)).toBe(crc32(bookChecksumText(bids, asks)));
      }),
    );
  });
});
