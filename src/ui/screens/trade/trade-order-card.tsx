import type Decimal from 'decimal.js';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TradeOrder } from '../../../application/trade/market-messages';
import type { Bcp47Tag } from '../../../domain/language/language';
import { formatDateTime, isoOrEmpty } from '../../../domain/shared/date-format';
import { formatAmount } from '../../../domain/shared/money-format';
import { tradeSides, tradeStatuses, tradeTypes } from '../../../domain/trade/trade-order';
import { useAmountsHidden } from '../../shared/amount-privacy';
import { useFeedback } from '../../shared/components/feedback';
import type { OrderCanceller } from './order-cancel';
import { tradeFailureText } from './trade-errors';

const isOpen = (order: TradeOrder) => order.status === 'pending' || order.status === 'partiallyFilled';

function Fact({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="order-fact">
      <dt className="muted">{label}</dt>
      <dd className="amount" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

const amountOf = (value: Decimal | null, unit: string) =>
  value === null ? (
    '—'
  ) : (
    <>
      {formatAmount(value)}
      <span className="unit"> {unit}</span>
    </>
  );

/**
 * One spot order: side, type, status and time; price, its value in USDT, filled, average price and fee; and,
 * while it is open, a cancel button that asks first and says what will happen, with the amounts.
 */
export const TradeOrderCard = observer(function TradeOrderCard({
  order,
  canceller,
  base = 'NADI',
  quote = 'USDT',
}: {
  order: TradeOrder;
  canceller?: OrderCanceller;
  base?: string;
  quote?: string;
}) {
  const intl = useIntl();
  const feedback = useFeedback();
  // Buying shows in the up colour, selling in the down colour (red-up mode swaps them).
  const tone = order.side === 'buy' ? 'up' : order.side === 'sell' ? 'down' : '';
  // A market sell's USDT is known only as it fills.
  const value = order.amount ?? (order.filledAmount.isZero() ? null : order.filledAmount);
  const busy = canceller?.cancelling === order.id;

  const cancel = async () => {
    if (!canceller) return;
    const confirmed = await feedback.confirm({
      title: intl.formatMessage({ id: 'trade.orders.cancelTitle' }),
      content: (
        <FormattedMessage
          id="trade.orders.cancelContent"
          values={{
            side: intl.formatMessage({ id: tradeSides.messageId(order.side) }),
            quantity: order.quantity ? formatAmount(order.quantity) : '—',
            base,
            price: order.price ? formatAmount(order.price) : '—',
            amount: value ? formatAmount(value) : '—',
            quote,
          }}
        />
      ),
      confirmText: intl.formatMessage({ id: 'trade.orders.cancelConfirm' }),
      cancelText: intl.formatMessage({ id: 'trade.orders.cancelKeep' }),
      danger: true,
    });
    if (!confirmed) return;
    if (await canceller.cancel(order.id)) {
      feedback.toast(intl.formatMessage({ id: 'trade.orders.cancelled' }), 'success');
    }
  };

  return (
    <article
      className="card trade-order"
      data-testid="trade-order"
      data-order-id={order.id}
      data-status={order.status}
      aria-label={intl.formatMessage(
        { id: 'trade.orders.cardLabel' },
        {
          side: intl.formatMessage({ id: tradeSides.messageId(order.side) }),
          type: intl.formatMessage({ id: tradeTypes.messageId(order.type) }),
        },
      )}
    >
      <header className="trade-order-head">
        <strong className={tone}>
          <FormattedMessage id={tradeSides.messageId(order.side)} />
        </strong>
        <span>
          <FormattedMessage id={tradeTypes.messageId(order.type)} />
        </span>
        <span className={`order-status ${order.status}`}>
          <FormattedMessage id={tradeStatuses.messageId(order.status)} />
        </span>
        <time className="muted small" dateTime={isoOrEmpty(new Date(order.createdAt))}>
          {formatDateTime(new Date(order.createdAt), intl.locale as Bcp47Tag)}
        </time>
      </header>
      <dl className="order-facts">
        <Fact label={<FormattedMessage id="trade.orders.price" />} testId="order-price">
          {order.price ? amountOf(order.price, quote) : <FormattedMessage id="trade.orders.marketPrice" />}
        </Fact>
        <Fact label={<FormattedMessage id="trade.orders.amount" />} testId="order-amount">
          {amountOf(value, quote)}
        </Fact>
        <Fact label={<FormattedMessage id="trade.orders.filled" />} testId="order-filled">
          {formatAmount(order.filled)}
          {order.quantity && <span className="muted"> / {formatAmount(order.quantity)}</span>}
          <span className="unit"> {base}</span>
        </Fact>
        <Fact label={<FormattedMessage id="trade.orders.average" />} testId="order-average">
          {amountOf(order.averagePrice, quote)}
        </Fact>
        <Fact label={<FormattedMessage id="trade.orders.fee" />} testId="order-fee">
          {amountOf(order.fee, order.feeCoin)}
        </Fact>
      </dl>
      {canceller && isOpen(order) && (
        <button
          type="button"
          className="button danger small"
          disabled={canceller.cancelling !== null}
          aria-busy={busy}
          onClick={() => void cancel()}
        >
          {busy && <span className="spinner" aria-hidden="true" />}
          <FormattedMessage id="trade.orders.cancel" />
        </button>
      )}
    </article>
  );
});

/** The failure of the last cancel, in words. */
export const CancelFailure = observer(function CancelFailure({ error }: { error: unknown }) {
  const intl = useIntl();
  const hideOwn = useAmountsHidden();
  if (error === null) return null;
  return (
    <p className="error" role="alert" data-testid="cancel-failure">
      {tradeFailureText(intl, error, 'cancel', { hideOwn })}
    </p>
  );
});
