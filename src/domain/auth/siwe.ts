import { isChecksumAddress } from './eip55';
import { parseRfc3339 } from './rfc3339';
import { SIWE_HEADER as HEADER } from './siwe-header';

export { isSiweText } from './siwe-header';

/**
 * Sign-In with Ethereum (EIP-4361). A server that offers it sends a message naming the site, the account,
 * the chain, a one-time nonce and an expiry; the wallet signs that instead of a fixed welcome text, so a
 * signature cannot be replayed elsewhere or later. The app reads the message before the wallet is asked
 * and refuses one that is not EIP-4361 to the letter, or one for another site, account or chain, or one out
 * of its time window (docs/decisions/2026-11-28-strict-login-message-and-invite-link.md).
 */
export interface SiweMessage {
  /** The scheme written before the domain (`https` of `https://example.com wants you…`); null when none. */
  readonly scheme: string | null;
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
  readonly requestId: string | null;
  readonly resources: readonly string[];
}

/** RFC 3986 authority without user information (`host[:port]`, a bracketed IPv6 literal allowed). */
const AUTHORITY = /^(?:\[[0-9A-Fa-f:.]+\]|(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})+)(?::[0-9]*)?$/;
/** EIP-4361 `statement`: reserved and unreserved URI characters and spaces, on one line. */
const STATEMENT = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]+$/;
/** RFC 3986 `URI`: a scheme, then only URI characters and well-formed escapes. */
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:(?:[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$/;
const NONCE = /^[A-Za-z0-9]{8,}$/;
const CHAIN_ID = /^[0-9]+$/;
/** RFC 3986 `*pchar`. */
const REQUEST_ID = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})*$/;

const isUri = (text: string): boolean => {
  if (!URI.test(text)) return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
};

/** EIP-4361 lines end in LF; a wallet shows CR LF alike, so both are read the same way. */
export const normaliseLineEnds = (text: string): string => text.replace(/\r\n?/g, '\n');

/** Reads the lines one after the other: each field once, in the EIP's order, or not at all. */
class Lines {
  private at = 0;
  constructor(private readonly lines: readonly string[]) {}

  /** The value of `Label: value` when the next line is that field (and it is then read), else undefined. */
  field(label: string): string | undefined {
    const line = this.lines[this.at];
    if (line === undefined || !line.startsWith(`${label}: `)) return undefined;
    this.at++;
    return line.slice(label.length + 2);
  }

  /** The next line when it is exactly `text` (and it is then read). */
  take(text: string): boolean {
    if (this.lines[this.at] !== text) return false;
    this.at++;
    return true;
  }

  /** The `- uri` lines of a Resources list; null when one is not a URI. */
  resources(): string[] | null {
    const list: string[] = [];
    for (let line = this.lines[this.at]; line?.startsWith('- '); line = this.lines[this.at]) {
      const uri = line.slice(2);
      if (!isUri(uri)) return null;
      list.push(uri);
      this.at++;
    }
    return list;
  }

  get done(): boolean {
    return this.at === this.lines.length;
  }
}

/** An optional time field: undefined when absent, null when present but not RFC 3339. */
const optionalTime = (value: string | undefined): Date | null | undefined =>
  value === undefined ? undefined : parseRfc3339(value);

/**
 * Parses a message by EIP-4361's ABNF: the header (with an optional scheme), an EIP-55 address, an empty
 * line, an optional one-line statement and an empty line, then URI, Version (1), Chain ID, Nonce, Issued
 * At, and the optional Expiration Time, Not Before, Request ID and Resources, each once and in that order,
 * with nothing after them. Null for anything else.
 */
export function parseSiwe(text: string): SiweMessage | null {
  const [first = '', address = '', ...rest] = normaliseLineEnds(text).split('\n');
  const header = HEADER.exec(first);
  const domain = header?.[2];
  if (!domain || !AUTHORITY.test(domain) || !isChecksumAddress(address)) return null;
  const lines = new Lines(rest);
  if (!lines.take('')) return null;
  let statement: string | null = null;
  if (!lines.take('')) {
    statement = rest[1] ?? '';
    if (!STATEMENT.test(statement) || !lines.take(statement) || !lines.take('')) return null;
  }
  const uri = lines.field('URI');
  const version = lines.field('Version');
  const chain = lines.field('Chain ID');
  const nonce = lines.field('Nonce');
  const issuedAt = parseRfc3339(lines.field('Issued At') ?? '');
  const expirationTime = optionalTime(lines.field('Expiration Time'));
  const notBefore = optionalTime(lines.field('Not Before'));
  const requestId = lines.field('Request ID');
  const resources = lines.take('Resources:') ? lines.resources() : [];
  if (!lines.done || uri === undefined || !isUri(uri) || version !== '1' || !issuedAt || !resources)
    return null;
  if (chain === undefined || !CHAIN_ID.test(chain) || nonce === undefined || !NONCE.test(nonce)) return null;
  const chainId = Number(chain);
  if (!Number.isSafeInteger(chainId) || chainId <= 0) return null;
  if (expirationTime === null || notBefore === null) return null;
  if (requestId !== undefined && !REQUEST_ID.test(requestId)) return null;
  return {
    scheme: header[1] ?? null,
    domain,
    address,
    statement,
    uri,
    version,
    chainId,
    nonce,
    issuedAt,
    expirationTime: expirationTime ?? null,
    notBefore: notBefore ?? null,
    requestId: requestId ?? null,
    resources,
  };
}

export type SiweProblem =
  | 'malformed'
  | 'no-expiry'
  | 'issued-at'
  | 'expiry-window'
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
/** The longest a login message may stay valid after it was issued: a signature leaked later is useless. */
export const SIWE_MAX_VALIDITY_MS = 24 * 60 * 60_000;

const originOf = (uri: string): string | null => {
  try {
    return new URL(uri).origin;
  } catch {
    return null;
  }
};

/** Whether the validity window is one: expiry after issue and at most a day later, Not Before before expiry. */
const windowHolds = ({ issuedAt, notBefore }: SiweMessage, expiry: Date): boolean => {
  const validity = expiry.getTime() - issuedAt.getTime();
  if (validity <= 0 || validity > SIWE_MAX_VALIDITY_MS) return false;
  return !notBefore || notBefore.getTime() < expiry.getTime();
};

/**
 * What is wrong with a login message for this site (host, and scheme when written), origin, account, chain
 * and time; null when it may be signed. Line ends are normalised first; a text that is not EIP-4361 to the
 * letter is `malformed`.
 */
export function siweProblem(text: string, expect: SiweExpectation): SiweProblem | null {
  const message = parseSiwe(text);
  if (!message) return 'malformed';
  if (message.domain.toLowerCase() !== expect.domain.toLowerCase()) return 'other-site';
  const expectedScheme = originOf(expect.origin)?.split(':', 1)[0];
  if (message.scheme !== null && message.scheme.toLowerCase() !== expectedScheme) return 'other-site';
  if (message.address.toLowerCase() !== expect.address.toLowerCase()) return 'other-account';
  if (message.chainId !== expect.chainId) return 'other-chain';
  const uriOrigin = originOf(message.uri);
  if (uriOrigin === null || uriOrigin === 'null' || uriOrigin !== originOf(expect.origin)) return 'other-uri';
  // A message without an end could be replayed for ever: the app signs only one that expires.
  if (!message.expirationTime) return 'no-expiry';
  const issued = message.issuedAt.getTime();
  if (issued > expect.now + CLOCK_LEEWAY_MS || issued < expect.now - SIWE_MAX_AGE_MS) return 'issued-at';
  if (message.expirationTime.getTime() <= expect.now - CLOCK_LEEWAY_MS) return 'expired';
  if (message.notBefore && message.notBefore.getTime() > expect.now + CLOCK_LEEWAY_MS) return 'not-yet-valid';
  // A window that ends before it starts, or a day or more later, is not one the app needs to log in.
  if (!windowHolds(message, message.expirationTime)) return 'expiry-window';
  return null;
}

/** The fields a message is written from; the scheme, request id and resources may be left out. */
export type SiweFields = Omit<SiweMessage, 'version' | 'scheme' | 'requestId' | 'resources'> &
  Partial<Pick<SiweMessage, 'scheme' | 'requestId' | 'resources'>>;

/** Writes an EIP-4361 message (the mock backend issues these; tests build them). */
export function formatSiwe(message: SiweFields): string {
  const scheme = message.scheme ? `${message.scheme}://` : '';
  const lines = [
    `${scheme}${message.domain} wants you to sign in with your Ethereum account:`,
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
  if (message.requestId != null) lines.push(`Request ID: ${message.requestId}`);
  if (message.resources?.length) lines.push('Resources:', ...message.resources.map((uri) => `- ${uri}`));
  return lines.join('\n');
}
