import '../../shared/styles/cards.css';
import './assets.css';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { accountKinds } from '../../../domain/funds/account-kind';
import { usePageActive } from '../../app/page-context';
import { PullRefresh } from '../../shared/components/pull-refresh';
import { ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { type AccountView, AssetsVm } from './assets.vm';
import { FUNDS_ICONS, FundsIcon, MaskedAmount } from './assets-amount';

const ACTIONS = [
  { to: '/recharge', id: 'funds.assets.deposit', icon: FUNDS_ICONS.deposit },
  { to: '/withdraw', id: 'funds.assets.withdraw', icon: FUNDS_ICONS.withdraw },
  { to: '/draw', id: 'funds.assets.transfer', icon: FUNDS_ICONS.transfer },
  { to: '/wallet/exchange', id: 'funds.assets.exchange', icon: FUNDS_ICONS.exchange },
] as const;

const LINKS = [
  { to: '/wallet/moneyLog', id: 'route.moneyLog', icon: FUNDS_ICONS.log },
  { to: '/wallet/income', id: 'route.income', icon: FUNDS_ICONS.income },
] as const;

function ActionLinks({ links, label }: { links: typeof ACTIONS | typeof LINKS; label: string }) {
  return (
    <nav className={links === ACTIONS ? 'assets-actions' : 'assets-links'} aria-label={label}>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className="assets-action">
          <FundsIcon d={link.icon} />
          <span>
            <FormattedMessage id={link.id} />
          </span>
        </Link>
      ))}
    </nav>
  );
}

/** One account: its coins with what is available (and frozen), each coin's value, and the account's. */
const AccountCard = observer(function AccountCard({
  account,
  hidden,
}: {
  account: AccountView;
  hidden: boolean;
}) {
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId} data-testid={`account-${account.kind}`}>
      <div className="card-head">
        <h2 id={titleId}>
          <FormattedMessage id={accountKinds.messageId(account.kind)} />
        </h2>
        <span className="muted small">
          ≈ <MaskedAmount value={account.value} unit="USDT" hidden={hidden} kind="conversion" />
        </span>
      </div>
      <ul className="assets-coins">
        {account.assets.map((asset) => (
          <li key={asset.coin} className="assets-coin" data-testid={`asset-${account.kind}-${asset.coin}`}>
            <span className="assets-coin-name">{asset.coin}</span>
            <span className="assets-coin-figures">
              <span data-testid="available">
                <MaskedAmount value={asset.available} hidden={hidden} />
              </span>
              {!asset.frozen.isZero() && (
                <span className="muted small">
                  <FormattedMessage id="funds.assets.frozen" />{' '}
                  <MaskedAmount value={asset.frozen} hidden={hidden} />
                </span>
              )}
              <span className="muted small">
                ≈ <MaskedAmount value={asset.usdtValue} unit="USDT" hidden={hidden} kind="conversion" />
              </span>
            </span>
          </li>
        ))}
      </ul>
      {account.kind === 'trade' && (
        <div className="assets-account-foot">
          <Link to="/trade">
            <FundsIcon d={FUNDS_ICONS.trade} size={18} />
            <FormattedMessage id="funds.assets.goTrade" />
          </Link>
        </div>
      )}
    </section>
  );
});

/**
 * Assets (`/wallet`): the total in USDT with deposit, withdraw, transfer and exchange; the fund account,
 * the trade account and the destroy quota per coin; the money log and the income record. An eye button
 * hides every amount (remembered); pull down to refresh.
 */
const AssetsScreen = observer(function AssetsScreen() {
  const vm = useViewModel(AssetsVm, { active: usePageActive() });
  const intl = useIntl();
  const totalId = useId();
  let body: ReactNode;
  if (vm.firstLoad) body = <SkeletonList rows={3} lines={3} />;
  else if (vm.loadFailure !== null) {
    body = <ErrorState error={vm.loadFailure} failure="load" onRetry={() => void vm.refresh()} />;
  } else {
    body = (
      <>
        {vm.accounts.map((account) => (
          <AccountCard key={account.kind} account={account} hidden={vm.hidden} />
        ))}
        <ActionLinks links={LINKS} label={intl.formatMessage({ id: 'funds.assets.records' })} />
      </>
    );
  }
  return (
    <PullRefresh onRefresh={vm.refresh}>
      <div className="screen-body">
        <ErrorLine error={vm.refreshFailure} failure="load" />
        <section className="card" aria-labelledby={totalId}>
          <div className="assets-total-head">
            <h2 id={totalId} className="muted small">
              <FormattedMessage id="funds.assets.total" />
            </h2>
            <button
              type="button"
              className="icon-button"
              aria-pressed={vm.hidden}
              aria-label={intl.formatMessage({ id: 'funds.assets.hide' })}
              onClick={vm.toggleHidden}
            >
              <FundsIcon d={vm.hidden ? FUNDS_ICONS.eyeOff : FUNDS_ICONS.eye} />
            </button>
          </div>
          <p className="assets-total-figure" data-testid="assets-total">
            {vm.totalUsdt === null ? (
              vm.firstLoad && <span className="skeleton-line" aria-busy="true" />
            ) : (
              <MaskedAmount value={vm.totalUsdt} unit="USDT" hidden={vm.hidden} />
            )}
          </p>
          <ActionLinks links={ACTIONS} label={intl.formatMessage({ id: 'funds.assets.actions' })} />
        </section>
        {body}
      </div>
    </PullRefresh>
  );
});

export default AssetsScreen;
