import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './orders.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Bcp47Tag } from '../../../domain/language/language';
import type { Order } from '../../../domain/orders/order';
import { orderStatuses, orderTypes } from '../../../domain/orders/order-status';
import { formatDateTime } from '../../../domain/shared/date-format';
import { formatAmount } from '../../../domain/shared/money-format';
import { useFeedback } from '../../shared/components/feedback';
import { countdownText } from './countdown-text';
import type { OrdersVm } from './orders.vm';

/** One order: type, number, amount, created time, status, the countdown while unpaid, pay and cancel. */
export const OrderCard = observer(function OrderCard({ order, vm }: { order: Order; vm: OrdersVm }) {
  const intl = useIntl();
  const feedback = useFeedback();
  const status = vm.statusOf(order);
  const countdown = vm.countdownOf(order);
  const type = intl.formatMessage({ id: orderTypes.messageId(order.type) });
  const amount = formatAmount(order.totalPrice);
  const { orderNo } = order;

  const cancel = async () => {
    const confirmed = await feedback.confirm({
      title: intl.formatMessage({ id: 'orders.cancel.title' }),
      content: <FormattedMessage id="orders.cancel.content" values={{ type, orderNo, amount }} />,
      confirmText: intl.formatMessage({ id: 'orders.cancel.confirm' }),
      cancelText: intl.formatMessage({ id: 'orders.cancel.keep' }),
      danger: true,
    });
    if (confirmed && (await vm.cancel(order))) {
      feedback.toast(intl.formatMessage({ id: 'orders.cancel.done' }), 'success');
    }
  };

  return (
    <article className="card order-card" data-testid="order-card" data-status={status} aria-label={orderNo}>
      <div className="card-head">
        <strong>{type}</strong>
        <span className={`badge badge-outline order-status-${status}`} data-testid="order-status">
          <FormattedMessage id={orderStatuses.messageId(status)} />
        </span>
      </div>
      <dl className="facts">
        <div>
          <dt>
            <FormattedMessage id="orders.card.orderNo" />
          </dt>
          <dd className="mono">{orderNo}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="orders.card.amount" />
          </dt>
          <dd className="amount">
            {amount}
            <span className="unit"> USDT</span>
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="orders.card.created" />
          </dt>
          <dd>{formatDateTime(order.createdAt, intl.locale as Bcp47Tag)}</dd>
        </div>
      </dl>
      {countdown && (
        <div className="card-actions">
          <p className="order-countdown" data-testid="order-countdown">
            <FormattedMessage
              id="orders.card.payWithin"
              values={{ time: <strong className="mono">{countdownText(countdown)}</strong> }}
            />
          </p>
          <button
            type="button"
            className="button danger small"
            disabled={vm.cancelling !== null}
            aria-busy={vm.cancelling === order.id}
            aria-label={intl.formatMessage({ id: 'orders.card.cancelLabel' }, { orderNo })}
            onClick={() => void cancel()}
          >
            {vm.cancelling === order.id && <span className="spinner" aria-hidden="true" />}
            <FormattedMessage id="orders.card.cancel" />
          </button>
          <button
            type="button"
            className="button small"
            aria-label={intl.formatMessage({ id: 'orders.card.payLabel' }, { orderNo, amount })}
            onClick={() => vm.pay(order)}
          >
            <FormattedMessage id="orders.card.pay" />
          </button>
        </div>
      )}
    </article>
  );
});
