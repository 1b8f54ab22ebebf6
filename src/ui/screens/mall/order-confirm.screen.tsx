import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './mall.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { parseIdParam } from '../../../domain/mall/mall-purchase';
import { formatAmount } from '../../../domain/shared/money-format';
import { validationMessageId } from '../../../domain/shared/validation';
import { usePageActive, usePageQuery } from '../../app/page-context';
import { ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { PreOrderPopup } from '../orders/pre-order-popup';
import { PaymentSheet } from '../payment/payment-sheet';
import { AddressPicker } from './address-picker';
import { DeliveryBlock } from './delivery-block';
import { OrderConfirmVm } from './order-confirm.vm';

/**
 * Confirm a mall order: where it goes (change it, or add an address and come back with it chosen), the
 * item and the total, then Submit: the pre-order, pay now or keep browsing, and the payment sheet. After
 * the sheet closes the order's own page shows where it stands.
 */
const OrderConfirmScreen = observer(function OrderConfirmScreen() {
  const query = usePageQuery();
  const vm = useViewModel(OrderConfirmVm, {
    goodsId: parseIdParam(query.get('goods')),
    num: parseIdParam(query.get('num')),
    active: usePageActive(),
  });
  const navigate = useNavigate();
  const { flow } = vm;
  if (vm.missingGoods) {
    return (
      <div className="screen-body">
        <p role="alert" data-testid="missing-id">
          <FormattedMessage id="mall.detail.missingId" />
        </p>
        <Link to="/mall" className="button secondary">
          <FormattedMessage id="mall.detail.back" />
        </Link>
      </div>
    );
  }
  if (vm.firstLoad) return <SkeletonList rows={2} lines={3} />;
  const goods = vm.goods.data;
  const addresses = vm.addresses.data;
  if (!goods || !addresses) {
    return (
      <ErrorState
        error={vm.goods.error ?? vm.addresses.error}
        failure={vm.goods.error ? 'load' : 'address-list'}
        onRetry={() => void vm.load()}
      />
    );
  }
  const refusal = vm.refusal;
  const total = vm.total;
  return (
    <div className="mall-confirm">
      <div className="screen-body">
        <section className="card" aria-labelledby="mall-confirm-address">
          <div className="card-head">
            <h3 id="mall-confirm-address" className="mall-subtitle">
              <FormattedMessage id="mall.confirm.address" />
            </h3>
            {addresses.length > 0 && (
              <button type="button" className="link" onClick={vm.openAddressPicker}>
                <FormattedMessage id="mall.confirm.changeAddress" />
              </button>
            )}
          </div>
          {vm.address ? (
            <DeliveryBlock delivery={vm.address} isDefault={vm.address.isDefault} />
          ) : (
            <p className="muted">
              <FormattedMessage id="mall.confirm.noAddress" />
            </p>
          )}
          <Link to="/address/add" className="button secondary small" data-testid="add-address">
            <FormattedMessage id="mall.confirm.addAddress" />
          </Link>
        </section>

        <section className="card" aria-labelledby="mall-confirm-items">
          <h3 id="mall-confirm-items" className="mall-subtitle">
            <FormattedMessage id="mall.confirm.items" />
          </h3>
          <div className="mall-item" data-testid="confirm-item">
            <img src={goods.image} alt="" width={56} height={56} />
            <span className="mall-item-text">
              <strong className="ellipsis">{goods.name}</strong>
              <span className="muted small">{goods.specification}</span>
            </span>
            <span className="amount">
              {formatAmount(goods.price)} USDT × {vm.quantity}
            </span>
          </div>
          <dl className="facts">
            <div>
              <dt>
                <FormattedMessage id="mall.order.itemCount" />
              </dt>
              <dd>
                <FormattedMessage id="common.items" values={{ count: vm.quantity }} />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="mall.order.total" />
              </dt>
              <dd className="amount" data-testid="confirm-total">
                {formatAmount(total)} <span className="unit">USDT</span>
              </dd>
            </div>
          </dl>
          <p className="muted small">
            <FormattedMessage id="mall.confirm.payNote" />
          </p>
        </section>
      </div>
      <div className="mall-bottom-bar">
        {refusal && (
          <p role="alert" className="error">
            <FormattedMessage
              id={
                refusal.kind === 'goods-not-found'
                  ? 'mall.confirm.goodsGone'
                  : validationMessageId(refusal.kind)
              }
              values={'available' in refusal ? { available: formatAmount(refusal.available) } : {}}
            />
          </p>
        )}
        <ErrorLine error={vm.failure} />
        <button
          type="button"
          className="button"
          disabled={vm.submitting || vm.quantityError !== null}
          aria-busy={vm.submitting}
          onClick={() => void vm.submit()}
        >
          {vm.submitting && <span className="spinner" aria-hidden="true" />}
          <FormattedMessage id="mall.confirm.submit" values={{ amount: formatAmount(total) }} />
        </button>
      </div>
      {vm.pickingAddress && <AddressPicker vm={vm} />}
      {flow.created && (
        <PreOrderPopup
          order={flow.created}
          onPayNow={flow.payNow}
          onKeepBrowsing={() => {
            flow.keepBrowsing();
            navigate('/mall');
          }}
        />
      )}
      {flow.payingOrderId !== null && (
        <PaymentSheet
          orderId={flow.payingOrderId}
          onClose={() => {
            const id = flow.payingOrderId;
            flow.closePayment();
            navigate(`/mall/orderDetail?id=${id}`, { replace: true });
          }}
        />
      )}
    </div>
  );
});

export default OrderConfirmScreen;
