import { makeAutoObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { SessionStore } from '../application/auth/session.store';
import { forgetWithoutSession } from './forget-session-traces';

class TokenOnly {
  token: string | null;
  constructor(token: string | null) {
    this.token = token;
    makeAutoObservable(this);
  }
}

describe('forgetWithoutSession', () => {
  it('forgets at a start without a token and at every end of a session, never while one is held', () => {
    const session = new TokenOnly(null);
    let forgotten = 0;
    const stop = forgetWithoutSession(session as unknown as SessionStore, [() => forgotten++]);
    expect(forgotten).toBe(1);
    session.token = 'a';
    expect(forgotten).toBe(1);
    session.token = 'b';
    expect(forgotten).toBe(1);
    session.token = null;
    expect(forgotten).toBe(2);
    stop();
  });

  it('keeps what a held session needs at start', () => {
    const session = new TokenOnly('held');
    let forgotten = 0;
    forgetWithoutSession(session as unknown as SessionStore, [() => forgotten++, () => forgotten++]);
    expect(forgotten).toBe(0);
    session.token = null;
    expect(forgotten).toBe(2);
  });
});
