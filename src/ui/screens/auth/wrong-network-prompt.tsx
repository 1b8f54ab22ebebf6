import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFeedback } from '../../shared/components/feedback';
import { Sheet } from '../../shared/components/sheet';
import { useViewModel } from '../../shared/view-model';
import { LoginError } from './login-error';
import { WrongNetworkVm } from './wrong-network.vm';
import './login.css';

/**
 * Shown while the logged-in wallet is on a chain the app does not use (after login and on every
 * chainChanged): offers to switch to BSC (the wallet adds it when unknown), says why a switch failed,
 * and can be dismissed until the chain changes again. Mounted once, in the shell.
 */
export const WrongNetworkPrompt = observer(function WrongNetworkPrompt() {
  const vm = useViewModel(WrongNetworkVm, undefined);
  const intl = useIntl();
  const feedback = useFeedback();
  const network = vm.target?.name ?? '';
  const switchNetwork = async () => {
    if (await vm.switchToTarget()) {
      feedback.toast(intl.formatMessage({ id: 'auth.network.switched' }, { network }), 'success');
    }
  };

  return (
    <Sheet
      open={vm.visible}
      onClose={vm.dismiss}
      side="center"
      label={intl.formatMessage({ id: 'auth.network.title' })}
      testId="wrong-network"
    >
      <h2>
        <FormattedMessage id="auth.network.title" />
      </h2>
      <p className="login-hint">
        <FormattedMessage id="auth.network.body" values={{ chainId: String(vm.chainId ?? ''), network }} />
      </p>
      {vm.switchInWallet ? (
        <div className="login-error" role="alert" data-testid="login-error">
          <p className="error">
            <FormattedMessage id="auth.network.switchInWallet" values={{ network }} />
          </p>
        </div>
      ) : (
        <LoginError error={vm.error} action={vm.errorAction} network={network} />
      )}
      <div className="login-actions">
        <button
          type="button"
          className="button"
          disabled={vm.switching}
          aria-busy={vm.switching}
          onClick={() => void switchNetwork()}
        >
          {vm.switching && <span className="spinner" aria-hidden="true" />}
          <FormattedMessage id="auth.network.switch" values={{ network }} />
        </button>
        <button type="button" className="button secondary" onClick={vm.dismiss}>
          <FormattedMessage id="auth.network.later" />
        </button>
      </div>
    </Sheet>
  );
});
