import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isPhoneBrowser } from '../../../domain/auth/wallet-app-links';
import { namesWalletApp } from '../../../domain/shared/wallet-browser';
import { useFeedback } from '../../shared/components/feedback';
import { Sheet } from '../../shared/components/sheet';
import { useViewModel } from '../../shared/view-model';
import { InviteCodeForm } from './invite-code-form';
import { type LoginPhase, LoginVm } from './login.vm';
import { SignPrompt } from './sign-prompt';
import { WalletChoices } from './wallet-choices';
import './login.css';

const TITLES: Record<LoginPhase, string> = {
  choose: 'auth.connectWallet',
  invite: 'auth.inviteCode.title',
  signing: 'auth.sign.title',
};

/**
 * The connect sheet: the wallets found (and "open in wallet app" links on a phone browser without one),
 * then, for a new address, the invite-code dialog, then the sign prompt with its steps. Closes with a
 * "logged in" toast.
 */
export const LoginSheet = observer(function LoginSheet({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const vm = useViewModel(LoginVm, undefined);
  const intl = useIntl();
  const feedback = useFeedback();
  useEffect(() => {
    if (open) {
      const { userAgent } = navigator;
      void vm.open({
        href: window.location.href,
        phone: isPhoneBrowser(userAgent),
        walletApp: namesWalletApp(userAgent),
      });
    }
  }, [open, vm]);

  const close = () => {
    vm.close();
    onClose();
  };
  const finish = async (attempt: Promise<boolean>) => {
    if (!(await attempt)) return;
    feedback.toast(intl.formatMessage({ id: 'auth.loggedIn' }), 'success');
    onClose();
  };
  const choose = (walletId: string) => finish(vm.choose(walletId));

  return (
    <Sheet
      open={open}
      onClose={close}
      label={intl.formatMessage({ id: TITLES[vm.phase] })}
      testId="login-sheet"
    >
      <h2>
        <FormattedMessage id={TITLES[vm.phase]} />
      </h2>
      {vm.phase === 'choose' && <WalletChoices vm={vm} onChoose={(id) => void choose(id)} />}
      {vm.phase === 'invite' && <InviteCodeForm vm={vm} />}
      {vm.phase === 'signing' && <SignPrompt vm={vm} onRetry={() => void finish(vm.retry())} />}
    </Sheet>
  );
});
