/**
 * Sign-In with Ethereum (EIP-4361). A server that offers it sends a message naming the site, the account,
 * the chain, a one-time nonce and an expiry; the wallet signs that instead of a fixed welcome text, so a
 * signature cannot be replayed elsewhere or later. The app reads the message before the wallet is asked
 * and refuses one for another site, account or chain, or one out of its time window.
 */
export interface SiweMessage {
  readonly domain: string;
  readonly address: string;
  readonly statement: string | null;
  readonly uri: string;
  readonly version: string;
  readonly chainId: number;
  readonly nonce: string;
  readonly issuedAt: Date;
  readonly expirationTime: Date | null;
  readonly notBefore: Date | null;
}

import { SIWE_HEADER as HEADER } from './siwe-header';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const NONCE = /^[A-Za-z0-9]{8,}$/;

export { isSiweText } from './siwe-header';

const dateOf = (text: string | undefined): Date | null => {
  if (text === undefined) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** EIP-4361 lines end in LF; a wallet shows CR LF alike, so both are read the same way. */
export const normaliseLineEnds = (text: string): string => text.replace(/\r\n?/g, '\n');

/** Parses an EIP-4361 message; null when it is not one or a required field is missing or malformed. */
export function parseSiwe(text: string): SiweMessage | null {
  const lines = normaliseLineEnds(text).split('\n');
  const header = HEADER.exec(lines[0] ?? '');
  const address = lines[1] ?? '';
  if (!header?.[1] || !ADDRESS.test(address) || lines[2] !== '') return null;
  // The optional statement sits between two empty lines, before the first field.
  const firstField = lines.findIndex((line, i) => i > 2 && line.startsWith('URI: '));
  if (firstField < 0) return null;
  const statement = lines.slice(3, firstField).join('\n').trim() || null;
  const fields = new Map<string, string>();
  for (const line of lines.slice(firstField)) {
    const colon = line.indexOf(': ');
    if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 2));
  }
  const chainId = Number(fields.get('Chain ID'));
  const issuedAt = dateOf(fields.get('Issued At'));
  const nonce = fields.get('Nonce') ?? '';
  const uri = fields.get('URI') ?? '';
  const version = fields.get('Version') ?? '';
  if (!Number.isSafeInteger(chainId) || chainId <= 0 || !issuedAt || !NONCE.test(nonce) || version !== '1')
    return null;
  const expiry = fields.get('Expiration Time');
  const notBefore = fields.get('Not Before');
  const expirationTime = dateOf(expiry);
  const notBeforeTime = dateOf(notBefore);
  if ((expiry !== undefined && !expirationTime) || (notBefore !== undefined && !notBeforeTime)) return null;
  return {
    domain: header[1],
    address,
    statement,
    uri,
    version,
    chainId,
    nonce,
    issuedAt,
    expirationTime,
    notBefore: notBeforeTime,
  };
}

export type SiweProblem =
  | 'malformed'
  | 'no-expiry'
  | 'issued-at'
  | 'other-uri'
  | 'other-site'
  | 'other-account'
  | 'other-chain'
  | 'expired'
  | 'not-yet-valid';

export interface SiweExpectation {
  /** The host the app is served from (`app.nadi.example`, `127.0.0.1:3000`). */
  readonly domain: string;
  /** The app's origin (`https://app.nadi.example`): the message's URI must lie on it. */
  readonly origin: string;
  readonly address: string;
  readonly chainId: number;
  readonly now: number;
}

/** Leeway for a phone clock a little off from the server's. */
const CLOCK_LEEWAY_MS = 60_000;
/** A login message older than this was not issued for this login (the mock's live 5 minutes). */
export const SIWE_MAX_AGE_MS = 10 * 60_000;

const originOf = (uri: string): string | null => {
  try {
    return new URL(uri).origin;
  } catch {
    return null;
  }
};

/**
 * What is wrong with a login message for this site (host and origin), account, chain and time; null when
 * it may be signed. Line ends are normalised first; a text that is not EIP-4361 at all is `malformed`.
 */
export function siweProblem(text: string, expect: SiweExpectation): SiweProblem | null {
  const message = parseSiwe(text);
  if (!message) return 'malformed';
  if (message.domain.toLowerCase() !== expect.domain.toLowerCase()) return 'other-site';
  if (message.address.toLowerCase() !== expect.address.toLowerCase()) return 'other-account';
  if (message.chainId !== expect.chainId) return 'other-chain';
  const uriOrigin = originOf(message.uri);
  if (uriOrigin === null || uriOrigin !== originOf(expect.origin)) return 'other-uri';
  // A message without an end could be replayed for ever: the app signs only one that expires.
  if (!message.expirationTime) return 'no-expiry';
  const issued = message.issuedAt.getTime();
  if (issued > expect.now + CLOCK_LEEWAY_MS || issued < expect.now - SIWE_MAX_AGE_MS) return 'issued-at';
  if (message.expirationTime.getTime() <= expect.now - CLOCK_LEEWAY_MS) return 'expired';
  if (message.notBefore && message.notBefore.getTime() > expect.now + CLOCK_LEEWAY_MS) return 'not-yet-valid';
  return null;
}

/** Writes an EIP-4361 message (the mock backend issues these; tests build them). */
export function formatSiwe(message: Omit<SiweMessage, 'version'>): string {
  const lines = [
    `${message.domain} wants you to sign in with your Ethereum account:`,
    message.address,
    '',
    ...(message.statement ? [message.statement, ''] : ['']),
    `URI: ${message.uri}`,
    'Version: 1',
    `Chain ID: ${message.chainId}`,
    `Nonce: ${message.nonce}`,
    `Issued At: ${message.issuedAt.toISOString()}`,
  ];
  if (message.expirationTime) lines.push(`Expiration Time: ${message.expirationTime.toISOString()}`);
  if (message.notBefore) lines.push(`Not Before: ${message.notBefore.toISOString()}`);
  return lines.join('\n');
}
