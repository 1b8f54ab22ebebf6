import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './mall.css';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Bcp47Tag } from '../../../domain/language/language';
import { mallOrderStates } from '../../../domain/mall/mall-order';
import { parseIdParam } from '../../../domain/mall/mall-purchase';
import { formatDateTime } from '../../../domain/shared/date-format';
import { formatAmount } from '../../../domain/shared/money-format';
import { usePageActive, usePageQuery } from '../../app/page-context';
import { CopyButton } from '../../shared/components/copy';
import { useFeedback } from '../../shared/components/feedback';
import { ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { countdownText } from '../orders/countdown-text';
import { PaymentSheet } from '../payment/payment-sheet';
import { ActionFailureLine } from './action-failure';
import { CourierTimeline } from './courier-timeline';
import { DeliveryBlock } from './delivery-block';
import { MallOrderDetailVm } from './mall-order-detail.vm';
import { askCancel, askReceipt } from './order-asks';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** A missing id or an unknown order: said so, with the way back to the list. */
function Gone({ messageId }: { messageId: string }) {
  return (
    <div className="screen-body">
      <div className="state-box" role="alert" data-testid="order-gone">
        <p>
          <FormattedMessage id={messageId} />
        </p>
        <Link to="/mall/orderList" className="button secondary">
          <FormattedMessage id="mall.detail.toOrders" />
        </Link>
      </div>
    </div>
  );
}

/** One mall order: its facts, the courier and its trace, the address, and confirm receipt, or pay and cancel while unpaid. */
const MallOrderDetailScreen = observer(function MallOrderDetailScreen() {
  const vm = useViewModel(MallOrderDetailVm, {
    id: parseIdParam(usePageQuery().get('id')),
    active: usePageActive(),
  });
  const intl = useIntl();
  const feedback = useFeedback();
  const tag = intl.locale as Bcp47Tag;
  if (vm.missingId) return <Gone messageId="error.feature.order-id-missing" />;
  if (vm.notFound) return <Gone messageId="error.feature.order-not-found" />;
  if (vm.firstLoad) return <SkeletonList rows={3} lines={4} />;
  const order = vm.order;
  if (!order) {
    return <ErrorState error={vm.detail.error} failure="order-detail" onRetry={() => void vm.reload()} />;
  }
  const state = vm.state ?? 'unknown';
  const { actions, allowed, autoConfirm } = vm;
  const date = (value: Date | null) => (value ? formatDateTime(value, tag) : '—');
  const receive = async () => {
    if ((await askReceipt(feedback, intl, order)) && (await actions.receive(order))) {
      feedback.toast(intl.formatMessage({ id: 'mall.receipt.done' }), 'success');
    }
  };
  const cancel = async () => {
    if ((await askCancel(feedback, intl, order)) && (await actions.cancel(order))) {
      feedback.toast(intl.formatMessage({ id: 'orders.cancel.done' }), 'success');
    }
  };
  return (
    <div className="mall-order-detail">
      <div className="screen-body">
        <ErrorLine error={vm.detail.error} failure="order-detail" />
        <ActionFailureLine failure={actions.failure} />
        <article className="card" data-testid="mall-order-detail" data-state={state}>
          <div className="card-head">
            <strong>
              <FormattedMessage id={mallOrderStates.messageId(state)} />
            </strong>
            {autoConfirm && (
              <span className="mall-countdown small" data-testid="auto-confirm">
                <FormattedMessage
                  id="mall.order.autoConfirmIn"
                  values={{ time: <strong className="mono">{countdownText(autoConfirm)}</strong> }}
                />
              </span>
            )}
          </div>
          <dl className="facts">
            <Fact label="orders.card.orderNo">
              <span className="mono">{order.orderNo}</span>{' '}
              <CopyButton value={order.orderNo} label={intl.formatMessage({ id: 'mall.order.copyNo' })} />
            </Fact>
            <Fact label="orders.card.created">{date(order.createdAt)}</Fact>
            <Fact label="mall.order.express">{order.expressCompany || '—'}</Fact>
            <Fact label="mall.order.expressNo" testId="express-no">
              {order.expressNo ? (
                <>
                  <span className="mono">{order.expressNo}</span>{' '}
                  <CopyButton
                    value={order.expressNo}
                    label={intl.formatMessage({ id: 'mall.order.copyExpressNo' })}
                  />
                </>
              ) : (
                '—'
              )}
            </Fact>
            <Fact label="mall.order.shipTime">{date(order.shippedAt)}</Fact>
            <Fact label="mall.order.confirmTime">{date(order.confirmedAt)}</Fact>
            <Fact label="mall.order.itemCount">
              <FormattedMessage id="common.items" values={{ count: order.num }} />
            </Fact>
            <Fact label="mall.order.total" testId="order-total">
              <span className="amount">
                {formatAmount(order.totalPrice)} <span className="unit">USDT</span>
              </span>
            </Fact>
          </dl>
          <div className="mall-item">
            <img src={order.goodsImage} alt="" width={48} height={48} />
            <span className="mall-item-text">
              <strong className="ellipsis">{order.goodsName}</strong>
              <span className="muted small">
                {formatAmount(order.price)} USDT × {order.num}
              </span>
            </span>
          </div>
        </article>
        {order.delivery && (
          <section className="card">
            <h3 className="mall-subtitle">
              <FormattedMessage id="mall.confirm.address" />
            </h3>
            <DeliveryBlock delivery={order.delivery} />
          </section>
        )}
        <CourierTimeline vm={vm} />
      </div>
      {(allowed.confirmReceipt || allowed.pay || allowed.cancel) && (
        <div className="mall-bottom-bar">
          {allowed.cancel && (
            <button
              type="button"
              className="button secondary"
              disabled={actions.busyOrderId !== null}
              aria-busy={actions.busyOrderId === order.id}
              onClick={() => void cancel()}
            >
              <FormattedMessage id="orders.card.cancel" />
            </button>
          )}
          {allowed.confirmReceipt && (
            <button
              type="button"
              className="button"
              disabled={actions.busyOrderId !== null}
              aria-busy={actions.busyOrderId === order.id}
              onClick={() => void receive()}
            >
              {actions.busyOrderId === order.id && <span className="spinner" aria-hidden="true" />}
              <FormattedMessage id="mall.receipt.action" />
            </button>
          )}
          {allowed.pay && (
            <button type="button" className="button" onClick={() => actions.pay(order)}>
              <FormattedMessage id="orders.card.pay" />
            </button>
          )}
        </div>
      )}
      {actions.payingOrderId !== null && (
        <PaymentSheet orderId={actions.payingOrderId} onClose={actions.closePayment} />
      )}
    </div>
  );
});

export default MallOrderDetailScreen;
