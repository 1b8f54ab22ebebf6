/**
 * The order-book checksum of socket version B (OKX semantics): the CRC32 of the first 25 levels of each side,
 * interleaved bid, ask, bid, ask… as 'price:quantity' texts joined with ':' (a side with fewer levels simply stops
 * contributing), compared as a signed 32-bit integer. The texts are the ones the server sent, not canonical ones.
 */

/** The levels the checksum reads: the texts as received. */
export interface ChecksumLevel {
  readonly price: string;
  readonly quantity: string;
}

/** Levels per side the checksum covers. */
export const CHECKSUM_DEPTH = 25;

const TABLE = (() => {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
})();

const utf8 = new TextEncoder();

const feedBytes = (state: number, bytes: Uint8Array): number => {
  let crc = state;
  for (const byte of bytes) crc = (TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return crc;
};

/**
 * Feeds `text` as UTF-8 into a running CRC32 state (which starts at -1, i.e. 0xFFFFFFFF). Book texts are ASCII,
 * whose code units are their UTF-8 bytes, so the loop reads them directly and encodes only when it meets more.
 */
function feed(state: number, text: string): number {
  let crc = state;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) return feedBytes(state, utf8.encode(text));
    crc = (TABLE[(crc ^ code) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return crc;
}

/** CRC-32 (ISO 3309, the zlib one) of the UTF-8 bytes of `text`, as a signed 32-bit integer. */
export const crc32 = (text: string): number => ~feed(-1, text) | 0;

/** The text the checksum is computed over (for tests and diagnostics; the checksum itself streams). */
export function bookChecksumText(
  bids: readonly ChecksumLevel[],
  asks: readonly ChecksumLevel[],
  depth = CHECKSUM_DEPTH,
): string {
  const parts: string[] = [];
  for (let i = 0; i < depth; i++) {
    const bid = bids[i];
    const ask = asks[i];
    if (bid) parts.push(bid.price, bid.quantity);
    if (ask) parts.push(ask.price, ask.quantity);
  }
  return parts.join(':');
}

/** The signed CRC32 of `bookChecksumText(bids, asks)`, computed without building the string. */
export function bookChecksum(
  bids: readonly ChecksumLevel[],
  asks: readonly ChecksumLevel[],
  depth = CHECKSUM_DEPTH,
): number {
  let crc = -1;
  let first = true;
  const add = (level: ChecksumLevel): void => {
    if (!first) crc = feed(crc, ':');
    first = false;
    crc = feed(feed(feed(crc, level.price), ':'), level.quantity);
  };
  for (let i = 0; i < depth; i++) {
    const bid = bids[i];
    const ask = asks[i];
    if (bid) add(bid);
    if (ask) add(ask);
  }
  return ~crc | 0;
}
