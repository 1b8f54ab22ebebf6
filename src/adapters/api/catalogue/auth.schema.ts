import * as z from 'zod/mini';
import { endpoint, queryInt } from './endpoint';

export const authLoginMessage = endpoint({
  id: 'auth.loginMessage',
  proposed: ['request', 'response'],
  method: 'GET',
  path: '/api/v1/auth/loginMessage',
  auth: false,
  origin: 'spec',
  summary:
    'The message the wallet signs to log in: the fixed welcome text, or an EIP-4361 (Sign-In with Ethereum) message for the address and chain named in the query, with a one-time nonce and an expiry.',
  request: z.object({ address: z.optional(z.string()), chain_id: z.optional(queryInt) }),
  response: z.string().check(z.minLength(1)),
});

export const authLogin = endpoint({
  id: 'auth.login',
  proposed: [],
  method: 'POST',
  path: '/api/v1/auth/login',
  auth: false,
  origin: 'spec',
  summary: 'Log in with a signed message; answers a token. A bad signature answers code 4001.',
  request: z.object({
    address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
    message: z.string().check(z.minLength(1)),
    sign_message: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
    code: z.string(),
  }),
  response: z.object({ token: z.string().check(z.minLength(1)) }),
});

export const authIsRegister = endpoint({
  id: 'auth.isRegister',
  proposed: ['request', 'response'],
  method: 'POST',
  path: '/api/v1/auth/isRegister',
  auth: false,
  origin: 'spec',
  summary: 'Whether a wallet address has an account (payload and answer proposed).',
  request: z.object({ address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)) }),
  response: z.object({ is_register: z.boolean() }),
});

/** Answer code of auth.login when the signature does not match the address (proposed). */
export const SIGNATURE_INVALID_CODE = 4001;

/** Answer code of auth.login when a new address's invite code belongs to nobody (proposed). */
export const INVITE_CODE_UNKNOWN_CODE = 1001;

/** The auth calls (FEATURE_ENDPOINTS reads `<F>_ENDPOINTS` by name). */
export const AUTH_ENDPOINTS = [authLoginMessage, authLogin, authIsRegister] as const;
