import { inject, injectable } from 'inversify';
import type { AuthApi } from '../../../application/auth/auth-api.port';
import type { LoginRequest, Session } from '../../../domain/auth/login';
import { AppError, isAppError } from '../../../domain/shared/app-error';
import {
  authIsRegister,
  authLogin,
  authLoginMessage,
  INVITE_CODE_UNKNOWN_CODE,
  SIGNATURE_INVALID_CODE,
} from '../catalogue/auth.schema';
import { HttpClient } from '../http-client';
import { toLoginWire } from './auth.mapper';

/** Login calls over HTTP. */
@injectable()
export class HttpAuthApi implements AuthApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  loginMessage(signer?: { address: string; chainId: number }): Promise<string> {
    return this.http.call(
      authLoginMessage,
      signer ? { address: signer.address, chain_id: signer.chainId } : {},
    );
  }

  async login(request: LoginRequest): Promise<Session> {
    try {
      const { token } = await this.http.call(authLogin, toLoginWire(request));
      return { token };
    } catch (error) {
      // The server's "signature does not match" is a wallet-side failure the user can act on.
      if (isAppError(error) && error.kind === 'server-exception') {
        if (error.detail.code === SIGNATURE_INVALID_CODE)
          throw new AppError('signature-invalid', error.detail, { cause: error });
        // A wrong invite code is the person's to correct on the code field, not a server fault.
        if (error.detail.code === INVITE_CODE_UNKNOWN_CODE)
          throw new AppError('invite-code-unknown', { code: INVITE_CODE_UNKNOWN_CODE }, { cause: error });
      }
      throw error;
    }
  }

  async isRegistered(address: string): Promise<boolean> {
    const { is_register } = await this.http.call(authIsRegister, { address });
    return is_register;
  }
}
