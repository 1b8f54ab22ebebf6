/**
 * EIP-55 mixed-case checksum addresses, for the login message's address line (EIP-4361 asks for this form).
 * The domain may import no library, so Keccak-256 (the pre-standard SHA-3 that Ethereum uses) is written
 * here: 64-bit lanes as BigInt, one permutation per 136-byte block; an address is one block.
 */

const MASK = (1n << 64n) - 1n;
/** Round constants of Keccak-f[1600]. */
const ROUND_CONSTANTS = [
  0x0000000000000001n,
  0x0000000000008082n,
  0x800000000000808an,
  0x8000000080008000n,
  0x000000000000808bn,
  0x0000000080000001n,
  0x8000000080008081n,
  0x8000000000008009n,
  0x000000000000008an,
  0x0000000000000088n,
  0x0000000080008009n,
  0x000000008000000an,
  0x000000008000808bn,
  0x800000000000008bn,
  0x8000000000008089n,
  0x8000000000008003n,
  0x8000000000008002n,
  0x8000000000000080n,
  0x000000000000800an,
  0x800000008000000an,
  0x8000000080008081n,
  0x8000000000008080n,
  0x0000000080000001n,
  0x8000000080008008n,
];
/** Rotation of lane x + 5y. */
const ROTATIONS = [
  0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14,
].map(BigInt);
/** Bytes absorbed per permutation (1600 bits less twice the 256-bit output). */
const RATE = 136;

const rotl = (lane: bigint, by: bigint): bigint =>
  by === 0n ? lane : ((lane << by) | (lane >> (64n - by))) & MASK;

const at = (lanes: readonly bigint[], i: number): bigint => lanes[i] ?? 0n;

function permute(state: bigint[]): void {
  for (const constant of ROUND_CONSTANTS) {
    const columns = [0, 1, 2, 3, 4].map(
      (x) => at(state, x) ^ at(state, x + 5) ^ at(state, x + 10) ^ at(state, x + 15) ^ at(state, x + 20),
    );
    for (let x = 0; x < 5; x++) {
      const d = at(columns, (x + 4) % 5) ^ rotl(at(columns, (x + 1) % 5), 1n);
      for (let y = 0; y < 25; y += 5) state[x + y] = at(state, x + y) ^ d;
    }
    const moved: bigint[] = new Array(25).fill(0n);
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        moved[y + 5 * ((2 * x + 3 * y) % 5)] = rotl(at(state, x + 5 * y), at(ROTATIONS, x + 5 * y));
      }
    }
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        state[x + y] =
          at(moved, x + y) ^ (~at(moved, ((x + 1) % 5) + y) & MASK & at(moved, ((x + 2) % 5) + y));
      }
    }
    state[0] = at(state, 0) ^ constant;
  }
}

/** Keccak-256 of the bytes, as 64 lower-case hex digits. */
export function keccak256Hex(bytes: Uint8Array): string {
  const blocks = Math.floor(bytes.length / RATE) + 1;
  const padded = new Uint8Array(blocks * RATE);
  padded.set(bytes);
  padded[bytes.length] = (padded[bytes.length] ?? 0) | 0x01;
  padded[padded.length - 1] = (padded[padded.length - 1] ?? 0) | 0x80;
  const state: bigint[] = new Array(25).fill(0n);
  for (let block = 0; block < blocks; block++) {
    for (let lane = 0; lane < RATE / 8; lane++) {
      let value = 0n;
      for (let byte = 7; byte >= 0; byte--) {
        value = (value << 8n) | BigInt(padded[block * RATE + lane * 8 + byte] ?? 0);
      }
      state[lane] = at(state, lane) ^ value;
    }
    permute(state);
  }
  let hex = '';
  for (let lane = 0; lane < 4; lane++) {
    const value = at(state, lane);
    for (let byte = 0; byte < 8; byte++) {
      hex += Number((value >> BigInt(8 * byte)) & 0xffn)
        .toString(16)
        .padStart(2, '0');
    }
  }
  return hex;
}

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The EIP-55 form of a 0x address of any case (a hex letter is upper case where the hash's nibble is 8 or more). */
export function toChecksumAddress(address: string): string {
  const digits = address.slice(2).toLowerCase();
  const hash = keccak256Hex(new TextEncoder().encode(digits));
  let out = '0x';
  for (let i = 0; i < digits.length; i++) {
    const digit = digits[i] ?? '';
    out += Number.parseInt(hash[i] ?? '0', 16) >= 8 ? digit.toUpperCase() : digit;
  }
  return out;
}

/** Whether the text is a 0x address written exactly in its EIP-55 checksum form. */
export const isChecksumAddress = (text: string): boolean =>
  HEX_ADDRESS.test(text) && toChecksumAddress(text) === text;
