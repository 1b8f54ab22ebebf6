import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { formatAmount } from '../../../domain/shared/money-format';
import { MovesFailure } from './moves-failure';
import type { WithdrawVm } from './withdraw.vm';

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
