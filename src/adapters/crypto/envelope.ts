/**
 * The request envelope of decisions.md ("Envelope format"), on WebCrypto only (browsers and Node 20
 * both have `globalThis.crypto.subtle`), so the app and the mock server share this file:
 *
 *   {"ts": <ms>, "nonce": <32 hex>, "data": <base64 of iv(12) ‖ AES-256-GCM ciphertext of the JSON body>,
 *    "sign": <hex HMAC-SHA256 over the string ts + nonce + data>}
 *
 * About the keys: a key shipped in a browser bundle is no secret. Anyone can read it from the
 * bundle, so the envelope only guards integrity in transit and keeps payloads out of casual logs,
 * nothing more. It is not authentication and not confidentiality against a determined reader.
 */

/** The two 32-byte keys, as 64 hex characters each. */
export interface EnvelopeKeys {
  aesKeyHex: string;
  hmacKeyHex: string;
}

export interface EnvelopeWire {
  ts: number;
  nonce: string;
  data: string;
  sign: string;
}

export type OpenResult =
  | { ok: true; body: unknown }
  | { ok: false; reason: 'malformed' | 'bad-sign' | 'stale' | 'replayed' | 'undecryptable' };

/** How far a timestamp may be from the receiver's clock, either way. */
export const ENVELOPE_MAX_SKEW_MS = 60_000;

const IV_BYTES = 12;
const GCM_TAG_BYTES = 16;
const NONCE_BYTES = 16;
const KEY_HEX = /^[0-9a-fA-F]{64}$/;
const NONCE_HEX = /^[0-9a-f]{32}$/;
const SIGN_HEX = /^[0-9a-f]{64}$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Bytes of an even-length hex string (no 0x); throws on anything else. */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) throw new Error('not a hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Compares two equal-purpose byte strings in time independent of where they differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i % b.length] ?? 0);
  return diff === 0;
}

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('WebCrypto (crypto.subtle) is not available');
  return api;
}

interface ImportedKeys {
  aes: CryptoKey;
  hmac: CryptoKey;
}
const importedKeys = new Map<string, Promise<ImportedKeys>>();

/** The keys as CryptoKeys, imported once per key pair. Throws when a key is not 64 hex characters. */
function importKeys(keys: EnvelopeKeys): Promise<ImportedKeys> {
  if (!KEY_HEX.test(keys.aesKeyHex) || !KEY_HEX.test(keys.hmacKeyHex)) {
    return Promise.reject(new Error('envelope keys must be 32 bytes as 64 hex characters'));
  }
  const id = `${keys.aesKeyHex}:${keys.hmacKeyHex}`.toLowerCase();
  let imported = importedKeys.get(id);
  if (!imported) {
    const api = subtle();
    imported = Promise.all([
      api.importKey('raw', hexToBytes(keys.aesKeyHex), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']),
      api.importKey('raw', hexToBytes(keys.hmacKeyHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
    ]).then(([aes, hmac]) => ({ aes, hmac }));
    importedKeys.set(id, imported);
  }
  return imported;
}

async function hmac(key: CryptoKey, ts: number, nonce: string, data: string): Promise<Uint8Array> {
  const message = new TextEncoder().encode(`${ts}${nonce}${data}`);
  return new Uint8Array(await subtle().sign('HMAC', key, message));
}

export const isEnvelopeWire = (value: unknown): value is EnvelopeWire => {
  if (typeof value !== 'object' || value === null) return false;
  const { ts, nonce, data, sign } = value as Record<string, unknown>;
  return (
    typeof ts === 'number' &&
    Number.isSafeInteger(ts) &&
    typeof nonce === 'string' &&
    NONCE_HEX.test(nonce) &&
    typeof data === 'string' &&
    data.length > 0 &&
    data.length % 4 === 0 &&
    BASE64.test(data) &&
    typeof sign === 'string' &&
    SIGN_HEX.test(sign)
  );
};

/** Encrypts and signs a JSON body. Throws when WebCrypto is missing or a key is malformed. */
export async function sealEnvelope(
  body: unknown,
  keys: EnvelopeKeys,
  now: number = Date.now(),
): Promise<EnvelopeWire> {
  const { aes, hmac: hmacKey } = await importKeys(keys);
  const ts = Math.trunc(now);
  const nonce = bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(NONCE_BYTES)));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(body) ?? 'null');
  const cipher = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv }, aes, plain));
  const joined = new Uint8Array(IV_BYTES + cipher.length);
  joined.set(iv);
  joined.set(cipher, IV_BYTES);
  const data = bytesToBase64(joined);
  const sign = bytesToHex(await hmac(hmacKey, ts, nonce, data));
  return { ts, nonce, data, sign };
}

/**
 * Checks and opens an envelope: shape, then sign (compared in constant time), then freshness (more
 * than 60 s off either way is stale), then the nonce against `seenNonces`, then decryption. An
 * accepted envelope's nonce is added to `seenNonces`; pruning old ones is the caller's business
 * (a nonce older than the skew window can be dropped, its envelope would be stale anyway).
 */
export async function openEnvelope(
  wire: unknown,
  keys: EnvelopeKeys,
  seenNonces: Set<string>,
  now: number = Date.now(),
): Promise<OpenResult> {
  if (!isEnvelopeWire(wire)) return { ok: false, reason: 'malformed' };
  const { aes, hmac: hmacKey } = await importKeys(keys);
  const expected = await hmac(hmacKey, wire.ts, wire.nonce, wire.data);
  if (!constantTimeEqual(expected, hexToBytes(wire.sign))) return { ok: false, reason: 'bad-sign' };
  if (Math.abs(now - wire.ts) > ENVELOPE_MAX_SKEW_MS) return { ok: false, reason: 'stale' };
  if (seenNonces.has(wire.nonce)) return { ok: false, reason: 'replayed' };
  let body: unknown;
  try {
    const joined = base64ToBytes(wire.data);
    if (joined.length < IV_BYTES + GCM_TAG_BYTES) return { ok: false, reason: 'undecryptable' };
    const iv = joined.slice(0, IV_BYTES);
    const plain = await subtle().decrypt({ name: 'AES-GCM', iv }, aes, joined.slice(IV_BYTES));
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain));
  } catch {
    return { ok: false, reason: 'undecryptable' };
  }
  seenNonces.add(wire.nonce);
  return { ok: true, body };
}
