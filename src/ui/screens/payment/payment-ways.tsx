import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';

/** Where more balance comes from: a deposit, an exchange of the other coin, a transfer from the trade account. */
const WAYS = [
  { to: '/recharge', id: 'route.recharge', testId: 'pay-way-deposit' },
  { to: '/wallet/exchange', id: 'route.exchange', testId: 'pay-way-exchange' },
  { to: '/draw?to=fund', id: 'route.transfer', testId: 'pay-way-transfer' },
] as const;

/**
 * The ways to get the balance an order lacks, as links; following one closes the sheet (the order waits in
 * the orders to pay, and its page keeps the price).
 */
export function PaymentWays({ onLeave }: { onLeave: () => void }) {
  return (
    <nav className="payment-ways small" data-testid="payment-ways">
      <FormattedMessage id="payment.sheet.getMore" />
      {WAYS.map((way) => (
        <Link key={way.to} to={way.to} className="link" data-testid={way.testId} onClick={onLeave}>
          <FormattedMessage id={way.id} />
        </Link>
      ))}
    </nav>
  );
}
