import type { LoginRequest, Session } from '../../domain/auth/login';

/** Login calls. Each method fails with an AppError of an API kind. */
export const AuthApi = Symbol.for('AuthApi');
export interface AuthApi {
  /**
   * The message the wallet signs to log in (`auth/loginMessage`): a fixed text, or an EIP-4361 message for
   * the signer's address and chain when the server offers Sign-In with Ethereum.
   */
  loginMessage(signer?: { address: string; chainId: number }): Promise<string>;
  /** Logs in with a signed message (`auth/login`); AppError('signature-invalid') when the server rejects the signature. */
  login(request: LoginRequest): Promise<Session>;
  /** Whether the address already has an account (`auth/isRegister`); new accounts may need an invite code. */
  isRegistered(address: string): Promise<boolean>;
}
