import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import type { SentPayment } from '../../../application/payment/payment.store';
import { formatAmount } from '../../../domain/shared/money-format';
import { AddressText } from '../../shared/components/copy';
import { OutboundLink } from '../../shared/components/outbound-link';

/** An explorer link to the transaction: only an https explorer (the server's text never becomes a script). */
const explorerLink = (sent: SentPayment): string | null => {
  try {
    const base = new URL(sent.explorerUrl);
    if (base.protocol !== 'https:') return null;
    return `${base.origin}${base.pathname.replace(/\/+$/, '')}/tx/${sent.txHash}`;
  } catch {
    return null;
  }
};

/**
 * Money went out for the order and the server has not confirmed it: what went out (coin, amount, receiver,
 * the transaction with its explorer link), that the order is not confirmed yet, and what happens next. No
 * "not paid" and no second payment: only a look again.
 */
export const PaymentSent = observer(function PaymentSent({
  sent,
  onCheckAgain,
  checking,
}: {
  sent: SentPayment;
  onCheckAgain: () => void;
  checking: boolean;
}) {
  const link = explorerLink(sent);
  return (
    <section className="payment-sent" role="alert" data-testid="payment-sent">
      <p className="payment-sent-title">
        <FormattedMessage id="error.payment-unconfirmed" />
      </p>
      <h3 className="small muted">
        <FormattedMessage id="payment.sent.title" />
      </h3>
      <dl className="payment-sent-facts">
        <div className="row">
          <dt className="muted">
            <FormattedMessage id="payment.sent.amount" />
          </dt>
          <dd data-testid="payment-sent-amount">
            {formatAmount(sent.amount, 18)} {sent.token}
          </dd>
        </div>
        <div className="row">
          <dt className="muted">
            <FormattedMessage id="payment.sent.receiver" />
          </dt>
          <dd>
            <AddressText value={sent.receiver} />
          </dd>
        </div>
        <div className="row">
          <dt className="muted">
            <FormattedMessage id="payment.sheet.txHash" />
          </dt>
          <dd>
            <AddressText value={sent.txHash} />
          </dd>
        </div>
      </dl>
      {link && (
        <p className="small">
          <OutboundLink href={link}>
            <FormattedMessage id="payment.sent.explorer" />
          </OutboundLink>
        </p>
      )}
      <p className="muted small">
        <FormattedMessage id="payment.sent.next" />
      </p>
      <button
        type="button"
        className="button secondary"
        disabled={checking}
        aria-busy={checking}
        onClick={onCheckAgain}
      >
        <FormattedMessage id="payment.sent.checkAgain" />
      </button>
    </section>
  );
});
