import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Bcp47Tag } from '../../../domain/language/language';
import { type MallOrder, mallOrderStates } from '../../../domain/mall/mall-order';
import { formatDateTime } from '../../../domain/shared/date-format';
import { formatAmount } from '../../../domain/shared/money-format';
import { useFeedback } from '../../shared/components/feedback';
import { countdownText } from '../orders/countdown-text';
import type { MallOrdersVm } from './mall-orders.vm';
import { askCancel, askReceipt } from './order-asks';

/** One mall order: number, time, state, the item, the total, and what its state allows. */
export const MallOrderCard = observer(function MallOrderCard({
  order,
  vm,
}: {
  order: MallOrder;
  vm: MallOrdersVm;
}) {
  const intl = useIntl();
  const feedback = useFeedback();
  const state = vm.stateOf(order);
  const allowed = vm.actionsOf(order);
  const countdown = vm.countdownOf(order);
  const { actions } = vm;
  const busy = actions.busyOrderId === order.id;
  const { orderNo } = order;

  const cancel = async () => {
    if ((await askCancel(feedback, intl, order)) && (await actions.cancel(order))) {
      feedback.toast(intl.formatMessage({ id: 'orders.cancel.done' }), 'success');
    }
  };
  const receive = async () => {
    if ((await askReceipt(feedback, intl, order)) && (await actions.receive(order))) {
      feedback.toast(intl.formatMessage({ id: 'mall.receipt.done' }), 'success');
    }
  };

  return (
    <article
      className="card mall-order-card"
      data-testid="mall-order"
      data-state={state}
      aria-label={orderNo}
    >
      <div className="card-head">
        <span className="mono small ellipsis">{orderNo}</span>
        <span className={`badge badge-outline mall-state-${state}`} data-testid="mall-order-state">
          <FormattedMessage id={mallOrderStates.messageId(state)} />
        </span>
      </div>
      <p className="muted small">{formatDateTime(order.createdAt, intl.locale as Bcp47Tag)}</p>
      <div className="mall-item">
        <img src={order.goodsImage} alt="" width={48} height={48} />
        <span className="mall-item-text">
          <strong className="ellipsis">{order.goodsName}</strong>
          <span className="muted small">
            {formatAmount(order.price)} USDT × {order.num}
          </span>
        </span>
        <span className="amount" data-testid="mall-order-total">
          {formatAmount(order.totalPrice)} <span className="unit">USDT</span>
        </span>
      </div>
      {countdown && (
        <p className="mall-countdown small" data-testid="mall-order-countdown">
          <FormattedMessage
            id={state === 'toPay' ? 'orders.card.payWithin' : 'mall.order.autoConfirmIn'}
            values={{ time: <strong className="mono">{countdownText(countdown)}</strong> }}
          />
        </p>
      )}
      <div className="card-actions">
        <Link
          to={`/mall/orderDetail?id=${order.id}`}
          className="button secondary small"
          aria-label={intl.formatMessage({ id: 'mall.order.viewLabel' }, { orderNo })}
        >
          <FormattedMessage id="mall.order.view" />
        </Link>
        {allowed.cancel && (
          <button
            type="button"
            className="button danger small"
            disabled={actions.busyOrderId !== null}
            aria-busy={busy}
            aria-label={intl.formatMessage({ id: 'orders.card.cancelLabel' }, { orderNo })}
            onClick={() => void cancel()}
          >
            <FormattedMessage id="orders.card.cancel" />
          </button>
        )}
        {allowed.pay && (
          <button type="button" className="button small" onClick={() => actions.pay(order)}>
            <FormattedMessage id="orders.card.pay" />
          </button>
        )}
        {allowed.confirmReceipt && (
          <button
            type="button"
            className="button small"
            disabled={actions.busyOrderId !== null}
            aria-busy={busy}
            onClick={() => void receive()}
          >
            {busy && <span className="spinner" aria-hidden="true" />}
            <FormattedMessage id="mall.receipt.action" />
          </button>
        )}
      </div>
    </article>
  );
});
