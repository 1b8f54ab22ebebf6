import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Sheet } from '../../shared/components/sheet';
import { ErrorLine } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { LoginVm } from './login.vm';

/** The connect sheet: invite code, the wallets found, then the sign prompt. */
export const LoginSheet = observer(function LoginSheet({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const vm = useViewModel(LoginVm, undefined);
  const intl = useIntl();
  useEffect(() => {
    if (open) void vm.discover();
  }, [open, vm]);
  return (
    <Sheet
      open={open}
      onClose={onClose}
      label={intl.formatMessage({ id: 'auth.connectWallet' })}
      testId="login-sheet"
    >
      <h2>
        <FormattedMessage id="auth.connectWallet" />
      </h2>
      <label className="field">
        <span>
          <FormattedMessage id="auth.inviteCode.label" />
        </span>
        <input
          value={vm.inviteCode}
          placeholder={intl.formatMessage({ id: 'auth.inviteCode.placeholder' })}
          onChange={(event) => vm.setInviteCode(event.target.value)}
          autoCapitalize="characters"
          disabled={vm.busy}
        />
      </label>
      <p className="muted" aria-live="polite">
        <FormattedMessage id={vm.step ? `auth.step.${vm.step}` : 'auth.signPrompt'} />
      </p>
      <ul className="choice-list">
        {vm.wallets.map((wallet) => (
          <li key={wallet.id}>
            <button
              type="button"
              className="choice"
              disabled={vm.busy}
              onClick={async () => {
                if (await vm.connect(wallet.id)) onClose();
              }}
            >
              {wallet.icon && <img src={wallet.icon} alt="" width="24" height="24" />}
              {wallet.kind === 'demo' ? intl.formatMessage({ id: 'auth.demoWallet' }) : wallet.name}
            </button>
          </li>
        ))}
      </ul>
      <ErrorLine error={vm.error} />
    </Sheet>
  );
});
