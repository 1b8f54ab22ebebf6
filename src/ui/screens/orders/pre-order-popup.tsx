import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Bcp47Tag } from '../../../domain/language/language';
import type { Order } from '../../../domain/orders/order';
import { orderTypes } from '../../../domain/orders/order-status';
import { formatTime } from '../../../domain/shared/date-format';
import { formatAmount } from '../../../domain/shared/money-format';
import { Sheet } from '../../shared/components/sheet';

/** After a pre-order (spec section 2): the order made, with pay now or keep browsing. */
export const PreOrderPopup = observer(function PreOrderPopup({
  order,
  onPayNow,
  onKeepBrowsing,
}: {
  order: Order;
  onPayNow: () => void;
  onKeepBrowsing: () => void;
}) {
  const intl = useIntl();
  return (
    <Sheet
      open
      side="center"
      onClose={onKeepBrowsing}
      label={intl.formatMessage({ id: 'orders.popup.title' })}
      testId="pre-order-popup"
    >
      <h2 className="sheet-title">
        <FormattedMessage id="orders.popup.title" />
      </h2>
      <dl className="facts">
        <div>
          <dt>
            <FormattedMessage id="orders.card.type" />
          </dt>
          <dd>
            <FormattedMessage id={orderTypes.messageId(order.type)} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="orders.card.amount" />
          </dt>
          <dd className="amount">{`${formatAmount(order.totalPrice)} USDT`}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="orders.card.orderNo" />
          </dt>
          <dd className="mono">{order.orderNo}</dd>
        </div>
      </dl>
      <p className="muted">
        <FormattedMessage
          id="orders.popup.payBefore"
          values={{ time: formatTime(order.expiresAt, intl.locale as Bcp47Tag) }}
        />
      </p>
      <div className="sheet-actions">
        <button type="button" className="button" onClick={onPayNow}>
          <FormattedMessage id="orders.popup.payNow" />
        </button>
        <button type="button" className="button secondary" onClick={onKeepBrowsing}>
          <FormattedMessage id="orders.popup.keepBrowsing" />
        </button>
      </div>
    </Sheet>
  );
});
