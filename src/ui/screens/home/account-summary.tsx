import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useShell } from '../../app/shell-context';
import type { HomeVm } from './home.vm';

const AccountCard = lazy(() => import('./account-card'));

const cardSkeleton = (
  <section className="card" aria-busy="true" data-testid="skeleton">
    <span className="skeleton-line" />
    <span className="skeleton-line" />
  </section>
);

/** A visitor gets the call to connect a wallet; a logged-in user, their summary and quick links. */
export const AccountSummary = observer(function AccountSummary({ vm }: { vm: HomeVm }) {
  const shell = useShell();
  const ctaId = useId();
  if (vm.loggedIn) {
    return (
      <Suspense fallback={cardSkeleton}>
        <AccountCard vm={vm} />
      </Suspense>
    );
  }
  return (
    <section className="card cta" aria-labelledby={ctaId}>
      <h2 id={ctaId}>
        <FormattedMessage id="home.cta.title" />
      </h2>
      <p className="muted">
        <FormattedMessage id="home.cta.body" />
      </p>
      <button type="button" className="button" onClick={() => shell.open('login')}>
        <FormattedMessage id="auth.connectWallet" />
      </button>
    </section>
  );
});
