import { FormattedMessage } from 'react-intl';
import type { WithdrawQuote } from '../../../domain/funds/fund-moves';
import { formatAmount } from '../../../domain/shared/money-format';

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
