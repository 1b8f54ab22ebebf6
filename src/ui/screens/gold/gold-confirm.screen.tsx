import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './gold.css';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { lockBreakdown } from '../../../domain/gold/gold-price-math';
import { formatAmount } from '../../../domain/shared/money-format';
import { usePageActive, usePageQuery } from '../../app/page-context';
import { ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { countdownText } from '../orders/countdown-text';
import { OrderFlowSheets } from '../orders/order-flow-sheets';
import { DeliverySection } from './delivery-section';
import { GoldConfirmVm } from './gold-confirm.vm';
import { PriceBreakdown } from './price-breakdown';
import { PriceChangeDialog } from './price-change-dialog';

const whole = (value: string | null): number | null => {
  const n = value === null ? Number.NaN : Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * Gold order confirm: the goods, the price held with its countdown and breakdown, the delivery address
 * only when the goods are delivered, an optional remark, then Pay (the payment sheet). A moved price is
 * asked about first; once paid, the gold orders list.
 */
const GoldConfirmScreen = observer(function GoldConfirmScreen() {
  const query = usePageQuery();
  const vm = useViewModel(GoldConfirmVm, {
    goodsId: whole(query.get('goods')),
    num: whole(query.get('num')) ?? 1,
    active: usePageActive(),
  });
  const intl = useIntl();
  const navigate = useNavigate();
  // Once paid, on to the gold orders, once (a kept-alive page's effects run again on later navigations).
  useEffect(() => {
    if (vm.paid && vm.takePaid()) navigate('/shop/orderList?tab=all', { replace: true });
  }, [vm.paid, vm, navigate]);

  if (vm.missingGoods) {
    return (
      <div className="state-box" role="alert">
        <p>
          <FormattedMessage id="gold.confirm.missing" />
        </p>
        <Link to="/shop" className="button secondary">
          <FormattedMessage id="gold.detail.back" />
        </Link>
      </div>
    );
  }
  const view = vm.view.data;
  if (!view) {
    if (vm.view.error !== null) {
      return <ErrorState error={vm.view.error} failure="load" onRetry={() => void vm.view.load()} />;
    }
    return <SkeletonList rows={3} lines={4} />;
  }
  const { goods } = view;
  const lock = vm.price.lock;
  const countdown = vm.price.countdown(vm.now);
  return (
    <div>
      <div className="screen-body">
        <article className="card" data-testid="gold-confirm-goods">
          <div className="card-head">
            <strong>{goods.name}</strong>
            <span className="muted">× {vm.num}</span>
          </div>
          <p className="muted small">{goods.specification}</p>
        </article>
        <section className="card" data-testid="gold-lock">
          {lock ? (
            <>
              <PriceBreakdown
                goldPrice={lock.goldPrice}
                grams={goods.productAmount}
                breakdown={lockBreakdown(lock)}
              />
              <p className="muted small countdown" data-testid="gold-lock-countdown">
                {countdown && !countdown.done ? (
                  <FormattedMessage id="gold.confirm.heldFor" values={{ time: countdownText(countdown) }} />
                ) : (
                  <FormattedMessage id="gold.confirm.renewing" />
                )}
              </p>
            </>
          ) : vm.orderId !== null ? (
            <>
              {/* A payment that failed or was left keeps the order's price on the page. */}
              {vm.orderedAt && (
                <PriceBreakdown
                  goldPrice={vm.orderedAt.goldPrice}
                  grams={goods.productAmount}
                  breakdown={lockBreakdown(vm.orderedAt)}
                />
              )}
              <p className="muted small" data-testid="gold-order-made">
                <FormattedMessage id="gold.confirm.orderMade" />{' '}
                <Link to={`/orders?pay=${vm.orderId}`} className="link">
                  <FormattedMessage id="route.orders" />
                </Link>
              </p>
            </>
          ) : vm.price.refusal ? (
            <p className="error" role="alert">
              <FormattedMessage
                id={vm.price.refusal.kind === 'sold-out' ? 'validation.sold-out' : 'gold.detail.notFound'}
              />
            </p>
          ) : vm.price.error !== null ? (
            <ErrorState error={vm.price.error} failure="load" onRetry={() => void vm.relock()} />
          ) : (
            <span className="skeleton-line" />
          )}
        </section>
        {goods.needsDelivery ? (
          <DeliverySection delivery={vm.delivery} missing={vm.addressMissing} />
        ) : (
          <p className="card muted" data-testid="gold-no-delivery">
            <FormattedMessage id="gold.confirm.noDelivery" />
          </p>
        )}
        <section className="card field">
          <label htmlFor="gold-remark">
            <FormattedMessage id="gold.confirm.remark" />
          </label>
          <textarea
            id="gold-remark"
            rows={2}
            maxLength={200}
            value={vm.remark}
            placeholder={intl.formatMessage({ id: 'gold.confirm.remarkHint' })}
            onChange={(event) => vm.setRemark(event.target.value)}
          />
        </section>
      </div>
      <div className="shop-bottom">
        {vm.refusal && (
          <p className="error" role="alert">
            <FormattedMessage
              id={`validation.${vm.refusal.kind === 'lock-expired' ? 'sold-out' : vm.refusal.kind}`}
            />
          </p>
        )}
        {vm.placeError !== null && <ErrorLine error={vm.placeError} />}
        <button
          type="button"
          className="button"
          disabled={vm.busy || (lock === null && vm.orderId === null)}
          aria-busy={vm.busy}
          onClick={() => void vm.pay()}
          data-testid="gold-pay"
        >
          {vm.busy && <span className="spinner" aria-hidden="true" />}
          <FormattedMessage
            id={vm.orderId === null ? 'gold.confirm.pay' : 'gold.confirm.payOrder'}
            values={{ amount: lock ? formatAmount(lock.totalPrice) : '' }}
          />
        </button>
      </div>
      <PriceChangeDialog price={vm.price} />
      <OrderFlowSheets flow={vm.flow} />
    </div>
  );
});

export default GoldConfirmScreen;
