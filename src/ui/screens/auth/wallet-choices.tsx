import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WalletInfo } from '../../../application/wallet/wallet.port';
import type { WalletApp } from '../../../domain/auth/wallet-app-links';
import { copyText } from '../../shared/components/copy';
import { useFeedback } from '../../shared/components/feedback';
import { SkeletonList } from '../../shared/components/states';
import type { LoginVm } from './login.vm';
import { LoginError } from './login-error';

const APP_LABELS: Record<WalletApp, string> = {
  metamask: 'auth.openInApp.metamask',
  trust: 'auth.openInApp.trust',
  tokenpocket: 'auth.openInApp.tokenpocket',
  okx: 'auth.openInApp.okx',
  imtoken: 'auth.openInApp.imtoken',
  bitget: 'auth.openInApp.bitget',
};

const NOTES: Record<WalletInfo['kind'], string> = {
  eip6963: 'auth.wallet.inBrowser',
  injected: 'auth.wallet.inBrowser',
  'metamask-sdk': 'auth.wallet.metamaskSdk',
  demo: 'auth.wallet.demoNote',
};

function WalletMark({ wallet }: { wallet: WalletInfo }) {
  if (wallet.icon) return <img src={wallet.icon} alt="" width="32" height="32" />;
  return (
    <span className="wallet-mark" aria-hidden="true">
      {wallet.name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** The wallets found, the failure of the last attempt, and "open in wallet app" links. */
export const WalletChoices = observer(function WalletChoices({
  vm,
  onChoose,
}: {
  vm: LoginVm;
  onChoose: (walletId: string) => void;
}) {
  const intl = useIntl();
  const feedback = useFeedback();
  const appsTitle = useId();
  // Every wallet app has a browser inside: the page's link works in those without a link of their own.
  const copyLink = async () => {
    const ok = await copyText(vm.page.href);
    feedback.toast(
      intl.formatMessage({ id: ok ? 'common.copied' : 'common.copyFailed' }),
      ok ? 'success' : 'error',
    );
  };
  return (
    <>
      <p className="login-hint">
        <FormattedMessage id="auth.signPrompt" />
      </p>
      {vm.discovering && vm.wallets.length === 0 ? (
        <div className="login-section" aria-live="polite">
          <p className="login-hint">
            <FormattedMessage id="auth.wallet.discovering" />
          </p>
          <SkeletonList rows={2} lines={1} />
        </div>
      ) : vm.wallets.length === 0 ? (
        <p className="login-hint">
          <FormattedMessage id="auth.wallet.none" />
        </p>
      ) : (
        <ul className="choice-list" aria-label={intl.formatMessage({ id: 'auth.wallet.listLabel' })}>
          {vm.wallets.map((wallet) => (
            <li key={wallet.id}>
              <button type="button" className="choice wallet-choice" onClick={() => onChoose(wallet.id)}>
                <WalletMark wallet={wallet} />
                <span className="wallet-text">
                  <span>
                    {wallet.kind === 'demo' ? intl.formatMessage({ id: 'auth.demoWallet' }) : wallet.name}
                  </span>
                  <span className="wallet-note">
                    <FormattedMessage id={NOTES[wallet.kind]} />
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <LoginError error={vm.error} action={vm.errorAction} />
      {vm.walletPageLink && (
        <section className="login-section" data-testid="wallet-page">
          <p className="login-hint">
            <FormattedMessage id="auth.walletPage.hint" />
          </p>
          <a className="button" href={vm.walletPageLink}>
            <FormattedMessage id="auth.walletPage.open" />
          </a>
        </section>
      )}
      {vm.showAppLinks && (
        <section className="login-section" aria-labelledby={appsTitle} data-testid="open-in-app">
          <h3 id={appsTitle}>
            <FormattedMessage id="auth.openInApp.title" />
          </h3>
          <p className="login-hint">
            <FormattedMessage id="auth.openInApp.hint" />
          </p>
          <ul className="choice-list">
            {vm.appLinks.map((link) => (
              <li key={link.app}>
                <a className="choice" href={link.href} rel="noopener">
                  <FormattedMessage id={APP_LABELS[link.app]} />
                </a>
              </li>
            ))}
          </ul>
          <p className="login-hint">
            <FormattedMessage id="auth.openInApp.copyHint" />
          </p>
          <button type="button" className="button secondary" onClick={() => void copyLink()}>
            <FormattedMessage id="auth.openInApp.copyLink" />
          </button>
        </section>
      )}
    </>
  );
});
