import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LoginStep } from '../../../application/auth/login-with-wallet.use-case';
import type { LoginVm } from './login.vm';

/** What the busy button says while a step is under way. */
const BUSY_LABELS: Record<LoginStep, string> = {
  connecting: 'auth.connecting',
  'fetching-message': 'auth.step.fetching-message',
  signing: 'auth.signing',
  'logging-in': 'auth.step.logging-in',
  'loading-user': 'auth.step.loading-user',
};

/**
 * The sign prompt: what to do in the wallet, the steps of the login, and the busy control; the link that
 * opens the wallet's app when the wallet wants it opened (MetaMask through its SDK); after a few seconds
 * without the wallet's answer, what to do about it: open the wallet, try again, or cancel.
 */
export const SignPrompt = observer(function SignPrompt({
  vm,
  onRetry,
}: {
  vm: LoginVm;
  /** Gives up on the unanswered request and asks the wallet again. */
  onRetry: () => void;
}) {
  const intl = useIntl();
  const wallet = vm.chosen;
  const walletName = wallet
    ? wallet.kind === 'demo'
      ? intl.formatMessage({ id: 'auth.demoWallet' })
      : wallet.name
    : '';
  return (
    <div className="login-section" data-testid="sign-prompt">
      <p className="login-hint">
        <FormattedMessage id="auth.sign.hint" values={{ wallet: walletName }} />
      </p>
      <ol className="step-list" aria-label={intl.formatMessage({ id: 'auth.sign.stepsLabel' })}>
        {vm.steps.map(({ step, state }) => (
          <li key={step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="step-mark" aria-hidden="true">
              {state === 'done' ? '✓' : ''}
            </span>
            <FormattedMessage id={`auth.step.${step}`} />
          </li>
        ))}
      </ol>
      <button type="button" className="button" disabled aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <FormattedMessage id={vm.step ? BUSY_LABELS[vm.step] : 'auth.connecting'} />
      </button>
      {vm.handoff.appLink && (
        // A link the person taps: the one way iOS Safari opens the wallet's app when the wallet got its
        // link after the tap that chose it.
        <a className="button secondary" href={vm.handoff.appLink} data-testid="open-wallet-app">
          <FormattedMessage id="auth.sign.openApp" values={{ wallet: walletName }} />
        </a>
      )}
      {vm.stalled && (
        <div className="login-section" role="status" data-testid="wallet-stalled">
          <p className="login-hint">
            <FormattedMessage id="auth.stalled.hint" values={{ wallet: walletName }} />
          </p>
          <div className="login-actions">
            <button type="button" className="button" onClick={onRetry}>
              <FormattedMessage id="auth.stalled.retry" />
            </button>
            <button type="button" className="button secondary" onClick={vm.cancel}>
              <FormattedMessage id="common.cancel" />
            </button>
          </div>
        </div>
      )}
    </div>
  );
});
