import type { AuthApi } from '../../src/application/auth/auth-api.port';
import type { LoginRequest, Session } from '../../src/domain/auth/login';
import { WELCOME_TEXT } from '../../src/domain/auth/welcome-text';
import type { AppError } from '../../src/domain/shared/app-error';

/**
 * AuthApi that signs anyone in: `login` answers a new token per call unless `loginError` is set, and an
 * address is registered when listed in `registered` or logged in here before.
 */
export class FakeAuthApi implements AuthApi {
  message = WELCOME_TEXT;
  logins: LoginRequest[] = [];
  loginError: AppError | null = null;
  async loginMessage(): Promise<string> {
    return this.message;
  }
  async login(request: LoginRequest): Promise<Session> {
    if (this.loginError) throw this.loginError;
    this.logins.push(request);
    return { token: `token-${this.logins.length}` };
  }
  /** Addresses (lower-case) that have an account before any login here. */
  registered = new Set<string>();
  isRegisteredError: AppError | null = null;
  registeredChecks: string[] = [];
  /** Known: listed in `registered`, or logged in here before. */
  async isRegistered(address: string): Promise<boolean> {
    this.registeredChecks.push(address);
    if (this.isRegisteredError) throw this.isRegisteredError;
    const wanted = address.toLowerCase();
    return this.registered.has(wanted) || this.logins.some((login) => login.address.toLowerCase() === wanted);
  }
}
