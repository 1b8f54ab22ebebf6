import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageActive } from '../../app/page-context';
import { AddressText } from '../../shared/components/copy';
import { describedByBlock, MoneyBlockNote } from '../../shared/components/money-block';
import { Sheet } from '../../shared/components/sheet';
import type { WithdrawVm } from './withdraw.vm';
import { WithdrawQuoteFacts } from './withdraw-quote-facts';

/** The confirmation step: what will happen, with the amounts and the address; confirm or go back. */
export const WithdrawConfirmSheet = observer(function WithdrawConfirmSheet({
  vm,
  coin,
}: {
  vm: WithdrawVm;
  coin: string;
}) {
  const intl = useIntl();
  // A kept-alive page that is hidden must not keep a modal open: it would make the shown page inert.
  const open = usePageActive() && (vm.step === 'confirm' || vm.step === 'sending');
  const sending = vm.step === 'sending';
  return (
    <Sheet
      open={open}
      onClose={vm.cancelReview}
      label={intl.formatMessage({ id: 'funds.withdraw.confirmTitle' })}
      testId="withdraw-confirm"
    >
      <h2 className="sheet-title">
        <FormattedMessage id="funds.withdraw.confirmTitle" />
      </h2>
      <p>
        <FormattedMessage id="funds.withdraw.confirmText" values={{ coin }} />
      </p>
      {vm.config.data && <AddressText value={vm.config.data.address} />}
      <WithdrawQuoteFacts quote={vm.quote} coin={coin} />
      <MoneyBlockNote block={vm.moneyBlock} id="withdraw-confirm-block" />
      <div className="sheet-actions">
        <button
          type="button"
          className="button"
          disabled={sending || vm.moneyBlock !== null}
          aria-describedby={describedByBlock(vm.moneyBlock, 'withdraw-confirm-block')}
          aria-busy={sending}
          onClick={() => void vm.confirm()}
        >
          {sending && <span className="spinner" aria-hidden="true" />}
          <FormattedMessage id="funds.withdraw.confirm" />
        </button>
        <button type="button" className="button secondary" disabled={sending} onClick={vm.cancelReview}>
          <FormattedMessage id="common.cancel" />
        </button>
      </div>
    </Sheet>
  );
});
