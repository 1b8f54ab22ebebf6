import Decimal from 'decimal.js';
import type { AuthApi } from '../../src/application/auth/auth-api.port';
import type { UserApi } from '../../src/application/user/user-api.port';
import type { LoginRequest, Session } from '../../src/domain/auth/login';
import { AppError } from '../../src/domain/shared/app-error';
import type { Page } from '../../src/domain/shared/paging';
import type { DirectMember, User } from '../../src/domain/user/user';

export const sampleUser = (overrides: Partial<User> = {}): User => ({
  id: 1,
  code: 'ABC123',
  name: 'Alice',
  walletAddress: '0x1111111111111111111111111111111111111111',
  inviteLink: 'http://127.0.0.1:3000/#/index?code=ABC123',
  level: 2,
  directCount: 3,
  teamCount: 10,
  personalPerformance: new Decimal('100.5'),
  teamPerformance: new Decimal('2000'),
  devicePerformance: new Decimal('0'),
  power: new Decimal('12.25'),
  balance: new Decimal('1500.123456'),
  destroyPool: new Decimal('0'),
  flowPool: new Decimal('0'),
  ...overrides,
});

export class FakeAuthApi implements AuthApi {
  message = 'Welcome to NADI';
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

export class FakeUserApi implements UserApi {
  user: User = sampleUser();
  infoError: AppError | null = null;
  calls = 0;
  async info(): Promise<User> {
    this.calls += 1;
    if (this.infoError) throw this.infoError;
    return this.user;
  }
  async directList(): Promise<Page<DirectMember>> {
    return { items: [], total: 0, page: 1, pageSize: 10 };
  }
}
