import { reaction } from 'mobx';
import type { SessionStore } from '../application/auth/session.store';

/**
 * Nothing of a person stays in the app after their session: whenever no token is held (at start, after a
 * session that ended by closing the tab or by expiry, and at each logout) every `forget` runs: the MetaMask
 * SDK's stored account and channel. (The service worker's kept answers are forgotten the same way, from
 * pwa.ts.) The in-page demo's backend is not the app's cache but stands for the server: it keeps its data
 * (docs/decisions/2026-11-28-demo-keeps-its-account.md).
 */
export function forgetWithoutSession(session: SessionStore, forgets: readonly (() => void)[]): () => void {
  return reaction(
    () => session.token === null,
    (ended) => {
      if (ended) for (const forget of forgets) forget();
    },
    { fireImmediately: true },
  );
}
