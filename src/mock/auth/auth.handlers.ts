import {
  authIsRegister,
  authLogin,
  authLoginMessage,
  SIGNATURE_INVALID_CODE,
} from '../../adapters/api/catalogue/auth.schema';
import { isSiweText } from '../../domain/auth/siwe';
import { WELCOME_TEXT } from '../../domain/auth/welcome-text';
import { fail, type Implementation, implement, invalid, ok } from '../core/handler';
import {
  acceptSiweLogin,
  callingSite,
  DEFAULT_SIWE_CHAIN_ID,
  isAddress,
  issueSiweMessage,
} from './siwe-login';

/** The HTTP 400 message of an address whose mixed case is not its EIP-55 checksum (a mistyped address). */
export const ADDRESS_CHECKSUM_INVALID = 'address checksum invalid';

/** All lower case or all upper case carries no checksum; mixed case must be the EIP-55 one. */
const hasValidChecksum = async (address: string): Promise<boolean> => {
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const { getAddress } = await import('ethers');
  return getAddress(address.toLowerCase()) === address;
};

/** The fixed text a wallet signs to log in when it asks without its address (the spec's flow). */
export const LOGIN_MESSAGE = WELCOME_TEXT;

/** Answer code of auth.login when a new user's invite code belongs to nobody. */
export const INVITE_CODE_NOT_FOUND_CODE = 1001;

/** The lower-cased signer of `message`, or null when the signature cannot be read. */
const recoverSigner = async (message: string, signature: string): Promise<string | null> => {
  try {
    // Loaded on first login only, so the in-page bundle keeps ethers in its own chunk.
    const { verifyMessage } = await import('ethers');
    return verifyMessage(message, signature).toLowerCase();
  } catch {
    return null;
  }
};

const signatureInvalid = () => fail(SIGNATURE_INVALID_CODE, 'signature invalid');

export const AUTH_HANDLERS: readonly Implementation[] = [
  /**
   * With the signer's `address` (and `chain_id`, default 56): a Sign-In with Ethereum message for the
   * calling site, one nonce, one login, 5 minutes (siwe-login.ts). Without: the fixed welcome text.
   */
  implement(authLoginMessage, async ({ input, state, env, headers }) => {
    if (input.address === undefined) return ok(LOGIN_MESSAGE);
    if (!isAddress(input.address)) return invalid('invalid request: address: not a 0x address of 20 bytes');
    const chainId = input.chain_id ?? DEFAULT_SIWE_CHAIN_ID;
    if (chainId <= 0) return invalid('invalid request: chain_id: must be a positive chain id');
    const site = callingSite(headers, env);
    return ok(await issueSiweMessage(state, env, { address: input.address, chainId, site }));
  }),

  /**
   * The message is the fixed welcome text, or a Sign-In with Ethereum message this mock issued for the
   * address, unused and in time (then used up: a replayed signature is refused, code 4001). A known address
   * just gets a new token (its invite code is ignored). A new address registers: with an invite code it
   * joins that user's team; with an empty code it registers with no referrer.
   */
  implement(authLogin, async ({ input, state, env }) => {
    const siwe = isSiweText(input.message);
    if (!siwe && input.message !== LOGIN_MESSAGE) return signatureInvalid();
    const signer = await recoverSigner(input.message, input.sign_message);
    if (signer !== input.address.toLowerCase()) return signatureInvalid();
    if (siwe && !acceptSiweLogin(state, env, input, signer)) return signatureInvalid();
    let user = state.userByAddress(input.address);
    if (!user) {
      const code = input.code.trim();
      const referrer = code === '' ? null : state.userByCode(code);
      if (referrer === undefined) return fail(INVITE_CODE_NOT_FOUND_CODE, 'invite code not found');
      user = state.register(input.address, referrer, env.now(), env.random);
    }
    return ok({ token: state.issueToken(user.id, env.random) });
  }),

  implement(authIsRegister, async ({ input, state }) =>
    (await hasValidChecksum(input.address))
      ? ok({ is_register: state.userByAddress(input.address) !== undefined })
      : invalid(ADDRESS_CHECKSUM_INVALID),
  ),
];
