import type { Container } from 'inversify';
import { reaction } from 'mobx';
import { SessionStore } from '../application/auth/session.store';
import { PaymentJournal } from '../application/payment/payment-journal';
import { FeatureLoader } from '../application/shared/feature-loader.port';
import { AppStorage } from '../application/shared/storage.port';

/**
 * After each login, the hashes of payments whose wallet prompt outlived the session (the hash came back when
 * no token was held) are reported to the server (PaymentEngine.reportKept). The payment feature loads only
 * when the logged-in wallet has such a record. Loaded after the page, like the service worker's code.
 */
export function reportKeptPayments(container: Container): () => void {
  const session = container.get(SessionStore);
  const journal = new PaymentJournal(container.get<AppStorage>(AppStorage));
  return reaction(
    () => (session.token === null ? null : session.walletAddress),
    (payer) => {
      if (!payer) return;
      const owner = payer.toLowerCase();
      if (!journal.all().some((record) => record.payer === owner && record.txHash)) return;
      // The engine comes with the payment feature's chunk, never with the page's first load.
      void Promise.all([
        container.get<FeatureLoader>(FeatureLoader).load('payment'),
        import('../application/payment/payment-engine'),
      ])
        .then(([, { PaymentEngine }]) => container.get(PaymentEngine).reportKept(payer))
        .catch(() => undefined);
    },
    { fireImmediately: true },
  );
}
