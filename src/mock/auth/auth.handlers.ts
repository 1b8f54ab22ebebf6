import {
  authIsRegister,
  authLogin,
  authLoginMessage,
  SIGNATURE_INVALID_CODE,
} from '../../adapters/api/catalogue/auth.schema';
import { fail, type Implementation, implement, ok } from '../core/handler';

/** The fixed text every wallet signs to log in. */
export const LOGIN_MESSAGE =
  'Welcome to NADI! Sign this message to log in. This request will not trigger a blockchain transaction or cost any gas fees.';

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

export const AUTH_HANDLERS: readonly Implementation[] = [
  implement(authLoginMessage, () => ok(LOGIN_MESSAGE)),

  /**
   * A known address just gets a new token (its invite code is ignored). A new address registers: with an
   * invite code it joins that user's team; with an empty code it registers with no referrer.
   */
  implement(authLogin, async ({ input, state, env }) => {
    if (input.message !== LOGIN_MESSAGE) return fail(SIGNATURE_INVALID_CODE, 'signature invalid');
    const signer = await recoverSigner(input.message, input.sign_message);
    if (signer !== input.address.toLowerCase()) return fail(SIGNATURE_INVALID_CODE, 'signature invalid');
    let user = state.userByAddress(input.address);
    if (!user) {
      const code = input.code.trim();
      const referrer = code === '' ? null : state.userByCode(code);
      if (referrer === undefined) return fail(INVITE_CODE_NOT_FOUND_CODE, 'invite code not found');
      user = state.register(input.address, referrer, env.now(), env.random);
    }
    return ok({ token: state.issueToken(user.id, env.random) });
  }),

  implement(authIsRegister, ({ input, state }) =>
    ok({ is_register: state.userByAddress(input.address) !== undefined }),
  ),
];
