import * as z from 'zod/mini';
import type { MockState, StateSlice } from '../core/mock-state';

/**
 * The Sign-In with Ethereum messages the mock issued (auth.loginMessage with an address): each one's nonce,
 * its exact text, the address it is for, when it expires and whether a login used it. A login must present
 * one of these, unused and in time; then it is used for good, so a signature cannot log in twice.
 */
export const loginNonceSchema = z.object({
  nonce: z.string(),
  message: z.string(),
  /** Lower-cased 0x address. */
  address: z.string(),
  /** Milliseconds since the epoch. */
  expiresAt: z.number(),
  used: z.boolean(),
});
export type LoginNonce = z.infer<typeof loginNonceSchema>;

/** Optional: a state saved before Sign-In with Ethereum still restores. Nothing is seeded. */
export const AUTH_SLICE = {
  schema: z.object({ loginNonces: z.optional(z.array(loginNonceSchema)) }),
  seed: () => ({}),
} satisfies StateSlice;

/** At most this many messages are kept (anyone may ask for one); the oldest go first. */
const MAX_KEPT = 500;

/** The issued login messages of a mock state. */
export class LoginNonces {
  constructor(private readonly state: MockState) {}

  private get data() {
    return this.state.part(AUTH_SLICE);
  }

  /** Keeps a newly issued message; forgets the expired ones (no login can use them any more). */
  issue(entry: Omit<LoginNonce, 'used'>, now: number): void {
    const kept = (this.data.loginNonces ?? []).filter((n) => n.expiresAt > now);
    this.data.loginNonces = [...kept, { ...entry, used: false }].slice(-MAX_KEPT);
  }

  /** The message issued with this nonce (a copy), if any. */
  find(nonce: string): LoginNonce | undefined {
    const found = this.data.loginNonces?.find((n) => n.nonce === nonce);
    return found && { ...found };
  }

  /** Marks the nonce used; false when it was used already or never issued. */
  use(nonce: string): boolean {
    const found = this.data.loginNonces?.find((n) => n.nonce === nonce);
    if (!found || found.used) return false;
    found.used = true;
    return true;
  }
}

export const loginNonces = (state: MockState): LoginNonces => new LoginNonces(state);
