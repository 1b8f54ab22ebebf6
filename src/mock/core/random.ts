/** A source of numbers in [0, 1), injectable so that tests get fixed tokens and invite codes. */
export type Random = () => number;

/** Default source: the platform's cryptographic generator (browsers and Node 20 both have it). */
export const cryptoRandom: Random = () => {
  const word = new Uint32Array(1);
  globalThis.crypto.getRandomValues(word);
  return (word[0] ?? 0) / 2 ** 32;
};

/** A deterministic source for tests and seeding (mulberry32). */
export const seededRandom = (seed: number): Random => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
};

const pick = (random: Random, alphabet: string, length: number): string => {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(random() * alphabet.length)] ?? alphabet[0];
  return out;
};

/** `length` lower-case hex digits. */
export const randomHex = (random: Random, length: number): string => pick(random, '0123456789abcdef', length);

/** An invite code: 8 upper-case letters and digits, without the look-alikes 0/O and 1/I. */
export const randomInviteCode = (random: Random): string =>
  pick(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 8);

/** `length` letters and digits (a Sign-In with Ethereum nonce: EIP-4361 asks for at least 8). */
export const randomAlphanumeric = (random: Random, length: number): string =>
  pick(random, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', length);
