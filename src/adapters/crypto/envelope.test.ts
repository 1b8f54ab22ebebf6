import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  bytesToBase64,
  bytesToHex,
  constantTimeEqual,
  type EnvelopeKeys,
  type EnvelopeWire,
  hexToBytes,
  isEnvelopeWire,
  openEnvelope,
  sealEnvelope,
} from './envelope';

const keys: EnvelopeKeys = { aesKeyHex: '11'.repeat(32), hmacKeyHex: '22'.repeat(32) };
const NOW = 1_700_000_000_000;
const body = { address: '0xabc', message: 'Welcome ✓', sign_message: '0x1234', code: 'INVITE' };

const resign = (wire: EnvelopeWire, hmacKeyHex = keys.hmacKeyHex): EnvelopeWire => ({
  ...wire,
  sign: createHmac('sha256', Buffer.from(hmacKeyHex, 'hex'))
    .update(`${wire.ts}${wire.nonce}${wire.data}`)
    .digest('hex'),
});

describe('sealEnvelope / openEnvelope', () => {
  it('seals to the wire format and opens back to the body', async () => {
    const wire = await sealEnvelope(body, keys, NOW);
    expect(Object.keys(wire).sort()).toEqual(['data', 'nonce', 'sign', 'ts']);
    expect(wire.ts).toBe(NOW);
    expect(wire.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(wire.sign).toMatch(/^[0-9a-f]{64}$/);
    expect(base64ToBytes(wire.data).length).toBe(12 + JSON.stringify(body).length + 2 + 16); // ✓ is 3 bytes
    expect(JSON.stringify(wire)).not.toContain('0xabc');
    const seen = new Set<string>();
    expect(await openEnvelope(wire, keys, seen, NOW + 1000)).toEqual({ ok: true, body });
    expect(seen.has(wire.nonce)).toBe(true);
  });

  it('signs ts + nonce + data with HMAC-SHA256 (checked against node:crypto)', async () => {
    const wire = await sealEnvelope(body, keys, NOW);
    expect(resign(wire).sign).toBe(wire.sign);
  });

  it('uses a fresh nonce and iv each time', async () => {
    const [a, b] = await Promise.all([sealEnvelope(body, keys, NOW), sealEnvelope(body, keys, NOW)]);
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.data.slice(0, 16)).not.toBe(b.data.slice(0, 16));
  });

  it('round-trips any JSON value, undefined as null', async () => {
    for (const value of [null, 0, 'text', [1, { a: [] }]]) {
      const wire = await sealEnvelope(value, keys, NOW);
      expect(await openEnvelope(wire, keys, new Set(), NOW)).toEqual({ ok: true, body: value });
    }
    const wire = await sealEnvelope(undefined, keys, NOW);
    expect(await openEnvelope(wire, keys, new Set(), NOW)).toEqual({ ok: true, body: null });
  });

  it('rejects a bad sign: tampered data, ts or nonce, or another key', async () => {
    const wire = await sealEnvelope(body, keys, NOW);
    const tampered = `${wire.data.slice(0, 20)}${wire.data[20] === 'A' ? 'B' : 'A'}${wire.data.slice(21)}`;
    for (const bad of [
      { ...wire, data: tampered },
      { ...wire, ts: wire.ts + 1 },
      { ...wire, nonce: '0'.repeat(32) },
      { ...wire, sign: '0'.repeat(64) },
      resign(wire, '33'.repeat(32)),
    ]) {
      expect(await openEnvelope(bad, keys, new Set(), NOW)).toEqual({ ok: false, reason: 'bad-sign' });
    }
  });

  it('rejects a ts more than 60 s off either way', async () => {
    const wire = await sealEnvelope(body, keys, NOW);
    expect((await openEnvelope(wire, keys, new Set(), NOW + 60_000)).ok).toBe(true);
    expect((await openEnvelope(wire, keys, new Set(), NOW - 60_000)).ok).toBe(true);
    expect(await openEnvelope(wire, keys, new Set(), NOW + 60_001)).toEqual({ ok: false, reason: 'stale' });
    expect(await openEnvelope(wire, keys, new Set(), NOW - 60_001)).toEqual({ ok: false, reason: 'stale' });
  });

  it('rejects a reused nonce, and records only accepted ones', async () => {
    const wire = await sealEnvelope(body, keys, NOW);
    const seen = new Set<string>();
    expect((await openEnvelope(wire, keys, seen, NOW)).ok).toBe(true);
    expect(await openEnvelope(wire, keys, seen, NOW)).toEqual({ ok: false, reason: 'replayed' });
    const stale = await sealEnvelope(body, keys, NOW - 120_000);
    await openEnvelope(stale, keys, seen, NOW);
    expect(seen.size).toBe(1);
  });

  it('rejects data that does not decrypt, even when signed', async () => {
    const wire = await sealEnvelope(body, keys, NOW);
    const otherAes = { ...keys, aesKeyHex: '44'.repeat(32) };
    expect(await openEnvelope(wire, otherAes, new Set(), NOW)).toEqual({
      ok: false,
      reason: 'undecryptable',
    });
    const short = resign({ ...wire, data: bytesToBase64(new Uint8Array(20)) });
    expect(await openEnvelope(short, keys, new Set(), NOW)).toEqual({ ok: false, reason: 'undecryptable' });
    const seen = new Set<string>();
    await openEnvelope(short, keys, seen, NOW);
    expect(seen.size).toBe(0);
  });

  it('rejects a body that decrypts to something other than JSON', async () => {
    const aes = await crypto.subtle.importKey('raw', hexToBytes(keys.aesKeyHex), 'AES-GCM', false, [
      'encrypt',
    ]);
    const iv = new Uint8Array(12);
    const cipher = new Uint8Array(
      await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aes, new TextEncoder().encode('{not json')),
    );
    const joined = new Uint8Array([...iv, ...cipher]);
    const wire = resign({ ts: NOW, nonce: 'ab'.repeat(16), data: bytesToBase64(joined), sign: '' });
    expect(await openEnvelope(wire, keys, new Set(), NOW)).toEqual({ ok: false, reason: 'undecryptable' });
  });

  it.each([
    null,
    'text',
    {},
    { ts: '1', nonce: 'ab'.repeat(16), data: 'AAAA', sign: 'cd'.repeat(32) },
    { ts: 1.5, nonce: 'ab'.repeat(16), data: 'AAAA', sign: 'cd'.repeat(32) },
    { ts: 1, nonce: 'AB'.repeat(16), data: 'AAAA', sign: 'cd'.repeat(32) },
    { ts: 1, nonce: 'ab'.repeat(15), data: 'AAAA', sign: 'cd'.repeat(32) },
    { ts: 1, nonce: 'ab'.repeat(16), data: '', sign: 'cd'.repeat(32) },
    { ts: 1, nonce: 'ab'.repeat(16), data: 'AAA', sign: 'cd'.repeat(32) },
    { ts: 1, nonce: 'ab'.repeat(16), data: 'AA*A', sign: 'cd'.repeat(32) },
    { ts: 1, nonce: 'ab'.repeat(16), data: 'AAAA', sign: 'cd'.repeat(31) },
    { ts: 1, nonce: 'ab'.repeat(16), data: 'AAAA' },
  ])('calls %j malformed', async (wire) => {
    expect(isEnvelopeWire(wire)).toBe(false);
    expect(await openEnvelope(wire, keys, new Set(), NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('accepts the wire shape', () => {
    expect(isEnvelopeWire({ ts: 1, nonce: 'ab'.repeat(16), data: 'AAAA', sign: 'cd'.repeat(32) })).toBe(true);
  });

  it('refuses keys that are not 32 bytes of hex', async () => {
    await expect(sealEnvelope(body, { ...keys, aesKeyHex: 'abcd' }, NOW)).rejects.toThrow(/64 hex/);
    await expect(sealEnvelope(body, { ...keys, hmacKeyHex: 'zz'.repeat(32) }, NOW)).rejects.toThrow(/64 hex/);
  });

  it('accepts upper-case key hex as the same key', async () => {
    const wire = await sealEnvelope(body, keys, NOW);
    const upper = { aesKeyHex: keys.aesKeyHex.toUpperCase(), hmacKeyHex: keys.hmacKeyHex.toUpperCase() };
    expect((await openEnvelope(wire, upper, new Set(), NOW)).ok).toBe(true);
  });
});

describe('byte helpers', () => {
  it('converts hex and base64 both ways', () => {
    const bytes = new Uint8Array([0, 1, 127, 128, 255]);
    expect(bytesToHex(bytes)).toBe('00017f80ff');
    expect(hexToBytes('00017F80ff')).toEqual(bytes);
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    const big = new Uint8Array(100_000).map((_, i) => i % 256);
    expect(bytesToBase64(big)).toBe(Buffer.from(big).toString('base64'));
    expect(() => hexToBytes('abc')).toThrow();
    expect(() => hexToBytes('zz')).toThrow();
  });

  it('compares in constant time and by length', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1]), new Uint8Array([]))).toBe(false);
  });
});
