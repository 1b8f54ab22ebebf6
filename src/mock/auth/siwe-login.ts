import { formatSiwe, parseSiwe } from '../../domain/auth/siwe';
import type { MockEnv } from '../core/handler';
import type { MockState } from '../core/mock-state';
import { randomAlphanumeric } from '../core/random';
import { loginNonces } from './auth.state';

/**
 * Sign-In with Ethereum (EIP-4361) in the mock: auth.loginMessage with an `address` answers a message for
 * the calling site, that address and chain, with a one-time nonce, issued now and expiring in 5 minutes;
 * auth.login accepts such a message once, in time, for the address it was issued to. A signature of it
 * therefore logs in one time only, unlike a signature of the fixed welcome text.
 */

/** How long an issued message may be signed and sent. */
export const SIWE_TTL_MS = 5 * 60_000;
/** The chain a message names when the query gives none: BSC, where the wallets start. */
export const DEFAULT_SIWE_CHAIN_ID = 56;
/** Letters and digits of a nonce (EIP-4361 asks for at least 8; 20 make guessing hopeless). */
const NONCE_LENGTH = 20;
export const SIWE_STATEMENT =
  'Sign in to NADI. This request will not trigger a blockchain transaction or cost any gas fees.';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export const isAddress = (value: string): boolean => ADDRESS.test(value);

/**
 * The site asking: the page's origin (its Origin header, which a browser sets on a cross-origin call and
 * a page cannot forge), else the app's configured origin (the in-page host, tools without a page).
 */
export const callingSite = (headers: Readonly<Record<string, string>> | undefined, env: MockEnv): URL => {
  const origin = headers?.origin;
  if (origin) {
    try {
      const url = new URL(origin);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url;
    } catch {
      // "null" or garbage: the configured origin
    }
  }
  return new URL(env.origin);
};

export interface SiweRequest {
  /** A 0x address (any case); the message names it in EIP-55 form. */
  readonly address: string;
  readonly chainId: number;
  readonly site: URL;
}

/** Issues a message for the address, chain and site, and keeps its nonce for one login. */
export const issueSiweMessage = async (state: MockState, env: MockEnv, request: SiweRequest) => {
  // Loaded on first use only, so the in-page bundle keeps ethers in its own chunk.
  const { getAddress } = await import('ethers');
  const now = env.now();
  const nonce = randomAlphanumeric(env.random, NONCE_LENGTH);
  const message = formatSiwe({
    domain: request.site.host,
    address: getAddress(request.address.toLowerCase()),
    statement: SIWE_STATEMENT,
    uri: request.site.origin,
    chainId: request.chainId,
    nonce,
    issuedAt: new Date(now),
    expirationTime: new Date(now + SIWE_TTL_MS),
    notBefore: null,
  });
  loginNonces(state).issue(
    { nonce, message, address: request.address.toLowerCase(), expiresAt: now + SIWE_TTL_MS },
    now,
  );
  return message;
};

/**
 * Whether `message`, signed by `signer` (already recovered from the signature, lower case), may log
 * `address` in: a message this mock issued (the very text), for that address, not yet used, not expired.
 * When it may, its nonce is used up.
 */
export const acceptSiweLogin = (
  state: MockState,
  env: MockEnv,
  login: { readonly address: string; readonly message: string },
  signer: string | null,
): boolean => {
  const parsed = parseSiwe(login.message);
  if (!parsed || signer === null) return false;
  const address = login.address.toLowerCase();
  const issued = loginNonces(state).find(parsed.nonce);
  if (!issued || issued.message !== login.message || issued.address !== address) return false;
  if (signer !== address || issued.used || env.now() >= issued.expiresAt) return false;
  return loginNonces(state).use(parsed.nonce);
};
