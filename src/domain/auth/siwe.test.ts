import { describe, expect, it } from 'vitest';
import { formatSiwe, isSiweText, parseSiwe, siweProblem } from './siwe';

const now = Date.UTC(2026, 10, 23, 12, 0, 0);
const base = {
  domain: 'app.nadi.example',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  statement: 'Sign in to NADI. This costs no gas.',
  uri: 'https://app.nadi.example',
  chainId: 56,
  nonce: 'Zx81kq02LmNa',
  issuedAt: new Date(now),
  expirationTime: new Date(now + 300_000),
  notBefore: null,
};
const expect4361 = {
  domain: 'app.nadi.example',
  origin: 'https://app.nadi.example',
  address: base.address.toLowerCase(),
  chainId: 56,
  now,
};

describe('EIP-4361 messages', () => {
  it('writes and reads back every field, with and without a statement', () => {
    const text = formatSiwe(base);
    expect(text.split('\n').slice(0, 4)).toEqual([
      'app.nadi.example wants you to sign in with your Ethereum account:',
      base.address,
      '',
      base.statement,
    ]);
    expect(parseSiwe(text)).toEqual({ ...base, version: '1' });
    expect(parseSiwe(formatSiwe({ ...base, statement: null }))?.statement).toBeNull();
    expect(isSiweText(text)).toBe(true);
    expect(isSiweText('Welcome to NADI! Sign this message to log in.')).toBe(false);
  });

  it('accepts a message for this site, account and chain within its time', () => {
    expect(siweProblem(formatSiwe(base), expect4361)).toBeNull();
    expect(siweProblem(formatSiwe(base).replaceAll('\n', '\r\n'), expect4361)).toBeNull();
    expect(
      siweProblem(formatSiwe({ ...base, uri: 'https://app.nadi.example/login' }), expect4361),
    ).toBeNull();
  });

  it.each([
    ['other-site', { domain: 'app.nadi.example.evil.test' }],
    ['other-account', { address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' }],
    ['other-chain', { chainId: 97 }],
    ['expired', { expirationTime: new Date(now - 120_000) }],
    ['not-yet-valid', { notBefore: new Date(now + 600_000) }],
    ['no-expiry', { expirationTime: null }],
    ['issued-at', { issuedAt: new Date(now - 11 * 60_000) }],
    ['issued-at', { issuedAt: new Date(now + 120_000) }],
    ['other-uri', { uri: 'https://app.nadi.example.evil.test' }],
    ['other-uri', { uri: 'not a uri' }],
  ] as const)('answers %s', (problem, change) => {
    expect(siweProblem(formatSiwe({ ...base, ...change }), expect4361)).toBe(problem);
  });

  it.each([
    ['no nonce', (t: string) => t.replace(/Nonce: .*\n/, '')],
    ['a short nonce', (t: string) => t.replace(/Nonce: .*/, 'Nonce: abc')],
    ['another version', (t: string) => t.replace('Version: 1', 'Version: 2')],
    ['a bad address', (t: string) => t.replace(base.address, '0x1234')],
    ['an unreadable expiry', (t: string) => t.replace(/Expiration Time: .*/, 'Expiration Time: soon')],
  ])('calls a message with %s malformed', (_name, spoil) => {
    expect(siweProblem(spoil(formatSiwe(base)), expect4361)).toBe('malformed');
  });
});
