import './account-card.css';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Amount } from '../../shared/components/amount';
import { AddressText } from '../../shared/components/copy';
import { ErrorState } from '../../shared/components/states';
import { UserPools } from '../../shared/components/user-pools';
import type { HomeVm } from './home.vm';

/** Quick links of a logged-in user: route, message id, and a 24×24 stroke icon. */
const QUICK_LINKS = [
  {
    to: '/node',
    id: 'home.quick.node',
    icon: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12L4 7.5',
  },
  { to: '/ming', id: 'home.quick.mining', icon: 'M7 3h10v18H7zM11 18h2M10 7h4' },
  { to: '/pledge', id: 'home.quick.pledge', icon: 'M4 10h16v10H4zM8 10V7a4 4 0 0 1 8 0v3M12 14v2' },
  { to: '/mall', id: 'home.quick.mall', icon: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2' },
  { to: '/shop', id: 'home.quick.goldShop', icon: 'M3 18l3-7h12l3 7zM8 11l1.5-4h5L16 11' },
  {
    to: '/cars',
    id: 'home.quick.cars',
    icon: 'M3 17v-5l2.5-5h13L21 12v5zM3 12h18M6 17v3M18 17v3M7 14.5h1M16 14.5h1',
  },
  {
    to: '/user',
    id: 'home.quick.team',
    icon: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M17 11a2.5 2.5 0 1 0 0-5M21 20a5 5 0 0 0-4-5',
  },
  { to: '/notice', id: 'home.quick.notice', icon: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4' },
  { to: '/wallet', id: 'home.quick.wallet', icon: 'M3 7h18v12H3zM3 7l3-3h12l3 3M16 13h2' },
  { to: '/trade', id: 'home.quick.trade', icon: 'M4 19V9M10 19V5M16 19v-7M22 19H2' },
] as const;

function QuickLinks() {
  const intl = useIntl();
  return (
    <nav className="quick-links" aria-label={intl.formatMessage({ id: 'home.quick.label' })}>
      {QUICK_LINKS.map((link) => (
        <Link key={link.to} to={link.to} className="quick-link">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              d={link.icon}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>
            <FormattedMessage id={link.id} />
          </span>
        </Link>
      ))}
    </nav>
  );
}

/**
 * A logged-in user's summary (name, T-level, address, balance, power) and quick links; its own chunk,
 * so that a visitor's first load does not carry it.
 */
const AccountCard = observer(function AccountCard({ vm }: { vm: HomeVm }) {
  const accountId = useId();
  const user = vm.user;
  if (!user) {
    return vm.userError !== null && !vm.userLoading ? (
      <section className="card">
        <ErrorState error={vm.userError} onRetry={vm.retryUser} />
      </section>
    ) : (
      <section className="card" aria-busy="true" data-testid="skeleton">
        <span className="skeleton-line" />
        <span className="skeleton-line" />
      </section>
    );
  }
  return (
    <>
      <section className="card account" data-testid="user-card" aria-labelledby={accountId}>
        <div className="row">
          <h2 id={accountId} className="ellipsis">
            {user.name}
          </h2>
          <span className="level-badge">
            <FormattedMessage id="home.level" values={{ level: user.level }} />
          </span>
        </div>
        <AddressText value={user.walletAddress} />
        <dl className="figures">
          <div>
            <dt className="muted">
              <FormattedMessage id="home.account.balance" />
            </dt>
            <dd data-testid="user-balance">
              <Amount own value={user.balance} unit="USDT" />
            </dd>
          </div>
          <div>
            <dt className="muted">
              <FormattedMessage id="home.account.power" />
            </dt>
            <dd data-testid="user-power">
              <Amount value={user.power} />
            </dd>
          </div>
          <UserPools user={user} />
        </dl>
      </section>
      <QuickLinks />
    </>
  );
});

export default AccountCard;
