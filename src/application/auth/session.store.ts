import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { User } from '../../domain/user/user';
import { AuthSignals } from '../shared/auth-signals';
import { AppStorage, SESSION_KEYS } from '../shared/storage.port';

/** Why the session ended without the user asking: shown once, then the app goes to `/` after 1.5 s. */
export interface SessionExpiry {
  readonly serverMessage: string;
}

/** How long the "login expired" note stays before the app returns to `/` (spec section 8). */
export const EXPIRY_REDIRECT_MS = 1500;

/**
 * Who is logged in. Logged in while a token is held (spec section 4). Logout clears the token, user
 * info, wallet address and invite URL. A server 401 ends the session once, however many calls fail.
 */
@injectable()
export class SessionStore {
  token: string | null = null;
  user: User | null = null;
  walletAddress: string | null = null;
  /** Invite code that came with the page (`?code=`) or was typed; sent with the next login. */
  pendingInviteCode = '';
  expiry: SessionExpiry | null = null;
  /** The screen the person was on when their session expired: the next login returns there, once. */
  returnPath: string | null = null;

  constructor(
    @inject(AppStorage) private readonly storage: AppStorage,
    @inject(AuthSignals) signals: AuthSignals,
  ) {
    this.token = storage.getToken();
    this.walletAddress = storage.getLocal('walletAddress');
    makeAutoObservable<this, 'storage'>(this, { storage: false }, { autoBind: true });
    signals.onUnauthorized((message) => this.expire(message));
  }

  get loggedIn(): boolean {
    return this.token !== null;
  }

  /** True when a token is held but the user has not been loaded yet (the route guard then loads it). */
  get needsUser(): boolean {
    return this.token !== null && this.user === null;
  }

  setInviteCode(code: string): void {
    this.pendingInviteCode = code.trim();
  }

  /** Records a fresh login. */
  start(token: string, walletAddress: string): void {
    this.storage.setToken(token);
    this.storage.setLocal('walletAddress', walletAddress);
    this.token = token;
    this.walletAddress = walletAddress;
    this.expiry = null;
  }

  setUser(user: User): void {
    this.user = user;
    // Kept beside the token (same storage, same lifetime) and cleared with it; amounts serialise as
    // decimal strings.
    this.storage.setUserInfo(JSON.parse(JSON.stringify(user)));
    this.storage.setLocal('inviteUrl', user.inviteLink);
  }

  /** Ends the session the user asked to end. */
  logout(): void {
    this.storage.clearSession();
    // Orders and payments in progress belong to the person who logged out: the next one starts clean.
    for (const key of SESSION_KEYS) this.storage.removeSession(key);
    this.storage.removeLocal('walletAddress');
    this.storage.removeLocal('inviteUrl');
    this.token = null;
    this.user = null;
    this.walletAddress = null;
    // Asked for: the next login starts at home. (Expiry sets the path after this, see acknowledgeExpiry.)
    this.returnPath = null;
  }

  /** The server said 401: log out once and keep its message for the expiry note. */
  expire(serverMessage: string): void {
    // Several calls failing together report 401 each: only the first one ends the session.
    if (this.expiry) return;
    this.logout();
    this.expiry = { serverMessage };
  }

  /** The expiry note was shown and the app went to `/`; `path`, the screen the person was on, waits for the next login. */
  acknowledgeExpiry(path: string | null = null): void {
    this.expiry = null;
    this.returnPath = path;
  }

  /** Logged in again after an expiry: the screen to go back to, handed out once (null when there is none). */
  takeReturnPath(): string | null {
    if (!this.loggedIn) return null;
    const path = this.returnPath;
    this.returnPath = null;
    return path;
  }
}
