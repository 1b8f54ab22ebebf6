import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { accountKinds } from '../../../domain/funds/account-kind';
import type { BalanceChange } from '../../../domain/funds/fund-moves';
import { usePageActive } from '../../app/page-context';
import { OwnFigure } from '../../shared/components/amount';
import { describedByBlock, MoneyBlockNote } from '../../shared/components/money-block';
import { Sheet } from '../../shared/components/sheet';
import type { TransferVm } from './transfer.vm';

/** One account's balance before → after. */
function ChangeRow({ change, coin }: { change: BalanceChange; coin: string }) {
  return (
    <div data-testid={`transfer-change-${change.account}`}>
      <dt>
        <FormattedMessage id={accountKinds.messageId(change.account)} />
      </dt>
      <dd className="amount">
        <span data-testid="before">
          <OwnFigure value={change.before} />
        </span>
        <span aria-hidden="true"> → </span>
        <span className="visually-hidden">
          <FormattedMessage id="funds.transfer.becomes" />
        </span>
        <span data-testid="after">
          <OwnFigure value={change.after} />
        </span>{' '}
        <span className="unit">{coin}</span>
      </dd>
    </div>
  );
}

/** Both accounts before → after the typed amount. */
export const TransferPreview = observer(function TransferPreview({ vm }: { vm: TransferVm }) {
  const preview = vm.preview;
  if (!preview) return null;
  return (
    <dl className="facts moves-quote" data-testid="transfer-preview">
      <ChangeRow change={preview.from} coin={vm.coin} />
      <ChangeRow change={preview.to} coin={vm.coin} />
    </dl>
  );
});

/** The confirmation step: the amount, the direction, both balances after; confirm or go back. */
export const TransferConfirmSheet = observer(function TransferConfirmSheet({ vm }: { vm: TransferVm }) {
  const intl = useIntl();
  const sending = vm.step === 'sending';
  const active = usePageActive();
  const account = (kind: 'fund' | 'trade') => intl.formatMessage({ id: accountKinds.messageId(kind) });
  return (
    <Sheet
      // A kept-alive page that is hidden must not keep a modal open: it would make the shown page inert.
      open={active && vm.step !== 'form'}
      onClose={vm.cancelReview}
      label={intl.formatMessage({ id: 'funds.transfer.confirmTitle' })}
      testId="transfer-confirm"
    >
      <h2 className="sheet-title">
        <FormattedMessage id="funds.transfer.confirmTitle" />
      </h2>
      <p>
        <FormattedMessage
          id="funds.transfer.confirmText"
          values={{ amount: vm.amountText, coin: vm.coin, from: account(vm.from), to: account(vm.to) }}
        />
      </p>
      <TransferPreview vm={vm} />
      <MoneyBlockNote block={vm.moneyBlock} id="transfer-confirm-block" />
      <div className="sheet-actions">
        <button
          type="button"
          className="button"
          disabled={sending || vm.moneyBlock !== null}
          aria-describedby={describedByBlock(vm.moneyBlock, 'transfer-confirm-block')}
          aria-busy={sending}
          onClick={() => void vm.confirm()}
        >
          {sending && <span className="spinner" aria-hidden="true" />}
          <FormattedMessage id="funds.transfer.confirm" />
        </button>
        <button type="button" className="button secondary" disabled={sending} onClick={vm.cancelReview}>
          <FormattedMessage id="common.cancel" />
        </button>
      </div>
    </Sheet>
  );
});
