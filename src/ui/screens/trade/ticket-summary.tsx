import type Decimal from 'decimal.js';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { formatAmount } from '../../../domain/shared/money-format';
import type { OrderFormVm } from './order-form.vm';

/** A line of the summary: label and an amount with its unit ("≈" for a market order's estimate). */
function SummaryLine({
  label,
  value,
  unit,
  estimated,
  testId,
}: {
  label: string;
  value: Decimal | null;
  unit: string;
  estimated: boolean;
  testId: string;
}) {
  return (
    <div className="trade-summary-line">
      <dt>{label}</dt>
      <dd data-testid={testId}>
        {value === null ? '—' : `${estimated ? '≈ ' : ''}${formatAmount(value)}`}
        <span className="unit"> {unit}</span>
      </dd>
    </div>
  );
}

/**
 * The order's total, fee and what it receives, exact (a market order's are estimates at the best price, marked
 * "≈"). Its own observer: a market order's estimate follows the book, and only these three lines re-render.
 */
export const TicketSummary = observer(function TicketSummary({
  form,
  base,
  quote,
}: {
  form: OrderFormVm;
  base: string;
  quote: string;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const ticket = form.ticket;
  return (
    <dl className="trade-summary">
      <SummaryLine
        label={t('trade.form.total')}
        value={ticket?.total ?? null}
        unit={quote}
        estimated={ticket?.estimated === true && !form.usesAmount}
        testId="form-total"
      />
      <SummaryLine
        label={t('trade.form.fee', { rate: ticket ? ticket.feeRate.times(100).toFixed() : '0.1' })}
        value={ticket?.fee ?? null}
        unit={ticket?.feeCoin ?? base}
        estimated={ticket?.estimated === true}
        testId="form-fee"
      />
      <SummaryLine
        label={t('trade.form.receive')}
        value={ticket?.receive ?? null}
        unit={ticket?.feeCoin ?? base}
        estimated={ticket?.estimated === true}
        testId="form-receive"
      />
    </dl>
  );
});
