import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './gold.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { GoldOrder } from '../../../domain/gold/gold';
import {
  canCancelGoldOrder,
  canConfirmGoldReceipt,
  canPayGoldOrder,
  goldOrderStatuses,
} from '../../../domain/gold/gold-order-status';
import type { Bcp47Tag } from '../../../domain/language/language';
import { formatDateTime } from '../../../domain/shared/date-format';
import { formatAmount } from '../../../domain/shared/money-format';
import { CopyButton } from '../../shared/components/copy';
import { useFeedback } from '../../shared/components/feedback';
import type { GoldOrdersVm } from './gold-orders.vm';

/**
 * One gold order: goods, number, time, status, total; the courier once shipped; confirm receipt (asked,
 * with the total in USDT) while to receive, cancel (asked, irreversible) while to ship, and pay while to pay
 * (the payment sheet of the orders to pay, opened for this order).
 */
export const GoldOrderCard = observer(function GoldOrderCard({
  order,
  vm,
}: {
  order: GoldOrder;
  vm: GoldOrdersVm;
}) {
  const intl = useIntl();
  const tag = intl.locale as Bcp47Tag;
  const feedback = useFeedback();
  const amount = formatAmount(order.totalPrice);
  const { orderNo } = order;

  const receive = async () => {
    const confirmed = await feedback.confirm({
      title: intl.formatMessage({ id: 'gold.orders.receiptTitle' }),
      content: <FormattedMessage id="gold.orders.receiptContent" values={{ orderNo, amount }} />,
      confirmText: intl.formatMessage({ id: 'gold.orders.receiptConfirm' }),
    });
    if (confirmed && (await vm.receive(order))) {
      feedback.toast(intl.formatMessage({ id: 'gold.orders.received' }), 'success');
    }
  };
  const cancel = async () => {
    const confirmed = await feedback.confirm({
      title: intl.formatMessage({ id: 'gold.orders.cancelTitle' }),
      content: <FormattedMessage id="gold.orders.cancelContent" values={{ orderNo, amount }} />,
      confirmText: intl.formatMessage({ id: 'gold.orders.cancelConfirm' }),
      cancelText: intl.formatMessage({ id: 'gold.orders.cancelKeep' }),
      danger: true,
    });
    if (confirmed && (await vm.cancel(order))) {
      feedback.toast(intl.formatMessage({ id: 'gold.orders.cancelled' }), 'success');
    }
  };

  return (
    <article className="card" data-testid="gold-order" data-status={order.status} aria-label={orderNo}>
      <div className="card-head">
        <strong className="ellipsis">{order.goodsName}</strong>
        <span className="badge badge-outline" data-testid="gold-order-status">
          <FormattedMessage id={goldOrderStatuses.messageId(order.status)} />
        </span>
      </div>
      <dl className="facts">
        <div>
          <dt>
            <FormattedMessage id="orders.card.orderNo" />
          </dt>
          <dd className="mono">
            {orderNo} <CopyButton value={orderNo} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="gold.orders.quantity" />
          </dt>
          <dd>{order.num}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="gold.orders.goldPrice" />
          </dt>
          <dd className="amount">{formatAmount(order.goldPrice)} USDT/g</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="orders.card.amount" />
          </dt>
          <dd className="amount" data-testid="gold-order-total">
            {amount} USDT
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="orders.card.created" />
          </dt>
          <dd>{formatDateTime(order.createdAt, tag)}</dd>
        </div>
        {order.expressNo !== '' && (
          <div>
            <dt>
              <FormattedMessage id="gold.orders.courier" />
            </dt>
            <dd className="mono" data-testid="gold-order-express">
              {order.expressCompany} {order.expressNo} <CopyButton value={order.expressNo} />
            </dd>
          </div>
        )}
        {order.autoConfirmAt && (
          <div>
            <dt>
              <FormattedMessage id="gold.orders.autoConfirm" />
            </dt>
            <dd>{formatDateTime(order.autoConfirmAt, tag)}</dd>
          </div>
        )}
        {order.confirmedAt && (
          <div>
            <dt>
              <FormattedMessage id="gold.orders.confirmed" />
            </dt>
            <dd>{formatDateTime(order.confirmedAt, tag)}</dd>
          </div>
        )}
        {order.remark !== '' && (
          <div>
            <dt>
              <FormattedMessage id="gold.confirm.remark" />
            </dt>
            <dd>{order.remark}</dd>
          </div>
        )}
      </dl>
      {canPayGoldOrder(order.status) && (
        <div className="card-actions">
          <Link
            to={`/orders?pay=${order.id}`}
            className="button small"
            data-testid="gold-order-pay"
            aria-label={intl.formatMessage({ id: 'orders.card.payLabel' }, { orderNo, amount })}
          >
            <FormattedMessage id="orders.card.pay" />
          </Link>
        </div>
      )}
      {(canConfirmGoldReceipt(order.status) || canCancelGoldOrder(order.status)) && (
        <div className="card-actions">
          {canCancelGoldOrder(order.status) && (
            <button
              type="button"
              className="button danger small"
              disabled={vm.busyId !== null}
              aria-busy={vm.busyId === order.id}
              onClick={() => void cancel()}
            >
              <FormattedMessage id="gold.orders.cancel" />
            </button>
          )}
          {canConfirmGoldReceipt(order.status) && (
            <button
              type="button"
              className="button small"
              disabled={vm.busyId !== null}
              aria-busy={vm.busyId === order.id}
              onClick={() => void receive()}
            >
              <FormattedMessage id="gold.orders.receive" />
            </button>
          )}
        </div>
      )}
    </article>
  );
});
