import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { WithdrawQuote } from '../../../domain/funds/fund-moves';
import { formatAmount } from '../../../domain/shared/money-format';
import { usePageActive } from '../../app/page-context';
import { AddressText } from '../../shared/components/copy';
import { describedByBlock, MoneyBlockNote } from '../../shared/components/money-block';
import { Sheet } from '../../shared/components/sheet';
import { MovesFailure } from './transfer-parts';
import type { WithdrawVm } from './withdraw.vm';

/** Amount, fee and what arrives; nothing while the amount is not a valid one. */
export function WithdrawQuoteFacts({ quote, coin }: { quote: WithdrawQuote | null; coin: string }) {
  if (!quote) return null;
  const row = (id: string, value: string, testId: string) => (
    <div>
      <dt>
        <FormattedMessage id={id} />
      </dt>
      <dd className="amount" data-testid={testId}>
        {value} <span className="unit">{coin}</span>
      </dd>
    </div>
  );
  return (
    <dl className="facts moves-quote">
      {row('funds.withdraw.amountLabel', formatAmount(quote.amount), 'withdraw-quote-amount')}
      {row('funds.withdraw.fee', formatAmount(quote.fee), 'withdraw-fee')}
      {row('funds.withdraw.received', formatAmount(quote.received), 'withdraw-received')}
    </dl>
  );
}

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

/**
 * A withdrawal sent without an answer (network trouble, a reload): it may have been made. The person is
 * told so, sent to the list (which shows the truth), and may send it again: the same request id never
 * withdraws twice.
 */
export const WithdrawPendingNote = observer(function WithdrawPendingNote({ vm }: { vm: WithdrawVm }) {
  const pending = vm.pending;
  if (!pending) return null;
  const sending = vm.step === 'sending';
  return (
    <section className="card moves-warning-card" role="alert" data-testid="withdraw-pending">
      <p>
        <FormattedMessage
          id="funds.withdraw.pending"
          values={{ amount: formatAmount(pending.amount), coin: 'NADI' }}
        />
      </p>
      <MovesFailure error={vm.uncertain ? vm.failure : null} coin="NADI" />
      <div className="moves-actions">
        <Link to="/withdraw/list" className="button secondary small">
          <FormattedMessage id="funds.withdraw.pendingCheck" />
        </Link>
        <button
          type="button"
          className="button small"
          disabled={sending || vm.settling || vm.moneyBlock !== null}
          aria-busy={sending}
          onClick={() => void vm.retryPending()}
        >
          <FormattedMessage id="funds.withdraw.pendingRetry" />
        </button>
        <button
          type="button"
          className="button secondary small"
          disabled={sending}
          onClick={vm.discardPending}
        >
          <FormattedMessage id="funds.withdraw.pendingDiscard" />
        </button>
      </div>
    </section>
  );
});
