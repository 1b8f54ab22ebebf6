/** What the login call sends: the wallet address, the signed message, its signature and an invite code. */
export interface LoginRequest {
  readonly address: string;
  readonly message: string;
  readonly signature: string;
  /** Invite code of the referrer; empty when none was given. */
  readonly inviteCode: string;
}

/** A session token as handed out by the login call. */
export interface Session {
  readonly token: string;
}
