/** Values kept in local storage across sessions. */
export type LocalKey =
  | 'lang'
  | 'walletAddress'
  | 'inviteUrl'
  | 'demoWalletKey'
  | 'theme'
  | 'upDownColors'
  // The assets screen's "hide amounts" choice ('1' hidden), kept across visits and reloads.
  | 'hideAmounts'
  // On-chain payments that may have reached the chain, until settled: kept across logout and tabs
  // (application/payment/payment-journal.ts).
  | 'paymentRecords';
/**
 * Values kept only for the browser tab's session (spec section 6), and a withdrawal sent without an answer
 * yet (its request id, so that a retry or a reload never withdraws twice).
 */
export const SESSION_KEYS = ['tempOrder', 'shopOrder', 'pledgeDetail', 'withdrawRequest'] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/**
 * Browser storage behind one port. The token and the user info live where the configuration says
 * (session storage by default) and expire after the configured lifetime unless renewed.
 */
export const AppStorage = Symbol.for('AppStorage');
export interface AppStorage {
  /** The token, or null when none is stored or its lifetime has run out (an expired one is removed). */
  getToken(): string | null;
  /** Stores the token and starts its lifetime. */
  setToken(token: string): void;
  /** Extends the lifetime of a held token; does nothing when none is held. */
  touchToken(): void;
  /** The cached user info (JSON as stored), or null; it shares the token's storage and lifetime. */
  getUserInfo(): unknown;
  setUserInfo(value: unknown): void;
  /** Removes token and user info. */
  clearSession(): void;
  /** A local-storage value, or null. Never throws (private mode, quota). */
  getLocal(key: LocalKey): string | null;
  setLocal(key: LocalKey, value: string): void;
  removeLocal(key: LocalKey): void;
  /** A session-storage JSON value, or null when absent or unreadable. */
  getSession(key: SessionKey): unknown;
  setSession(key: SessionKey, value: unknown): void;
  removeSession(key: SessionKey): void;
}
