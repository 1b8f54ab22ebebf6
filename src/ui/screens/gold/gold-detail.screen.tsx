import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './gold.css';
import { observer } from 'mobx-react-lite';
import { useContext } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, matchPath } from 'react-router';
import { formatAmount } from '../../../domain/shared/money-format';
import { PageContext, usePageActive } from '../../app/page-context';
import { RichHtml } from '../../shared/components/rich-html';
import { ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { GoldDetailVm } from './gold-detail.vm';
import { PriceBreakdown } from './price-breakdown';

/** The goods id of this page's own path; null when it is not a whole number. */
function useGoodsId(): number | null {
  const { pathname } = useContext(PageContext);
  const raw = matchPath('/shop/detail/:id', pathname)?.params.id;
  const id = raw === undefined ? Number.NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * One gold goods item: picture, specification, handicraft fee, product amount, delivered or not, the
 * description, a quantity, the price breakdown at the gold price, and Buy (to the order confirm page).
 */
const GoldDetailScreen = observer(function GoldDetailScreen() {
  const vm = useViewModel(GoldDetailVm, { id: useGoodsId(), active: usePageActive() });
  const intl = useIntl();
  if (vm.missingId || vm.notFound) {
    return (
      <div className="state-box" role="alert" data-testid="gold-not-found">
        <p>
          <FormattedMessage id="gold.detail.notFound" />
        </p>
        <Link to="/shop" className="button secondary">
          <FormattedMessage id="gold.detail.back" />
        </Link>
      </div>
    );
  }
  if (vm.firstLoad) return <SkeletonList rows={3} lines={4} />;
  const view = vm.view.data;
  const breakdown = vm.breakdown;
  if (!view || !breakdown) {
    return <ErrorState error={vm.view.error} failure="load" onRetry={() => void vm.reload()} />;
  }
  const { goods, price } = view;
  return (
    <div>
      <div className="screen-body">
        <img className="shop-hero" src={goods.images[0] ?? goods.image} alt="" />
        <article className="card" data-testid="gold-detail">
          <h2 className="shop-title">{goods.name}</h2>
          <dl className="facts">
            <div>
              <dt>
                <FormattedMessage id="gold.detail.specification" />
              </dt>
              <dd>{goods.specification}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="gold.detail.productAmount" />
              </dt>
              <dd>{formatAmount(goods.productAmount)} g</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="gold.detail.fee" />
              </dt>
              <dd className="amount">{formatAmount(goods.handicraftFee)} USDT</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="gold.detail.delivery" />
              </dt>
              <dd data-testid="gold-delivery">
                <FormattedMessage
                  id={goods.needsDelivery ? 'gold.detail.delivered' : 'gold.detail.notDelivered'}
                />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="gold.detail.stock" />
              </dt>
              <dd>
                <FormattedMessage
                  id="gold.goods.stockSold"
                  values={{ stock: goods.stock, sold: goods.sold }}
                />
              </dd>
            </div>
          </dl>
        </article>
        <section className="card">
          <div className="row between">
            <span id="gold-quantity-label">
              <FormattedMessage id="gold.detail.quantity" />
            </span>
            <fieldset className="stepper" aria-labelledby="gold-quantity-label">
              <button
                type="button"
                className="button secondary small"
                aria-label={intl.formatMessage({ id: 'gold.detail.less' })}
                disabled={vm.quantity <= 1}
                onClick={vm.decrease}
              >
                −
              </button>
              <output data-testid="gold-quantity">{vm.quantity}</output>
              <button
                type="button"
                className="button secondary small"
                aria-label={intl.formatMessage({ id: 'gold.detail.more' })}
                disabled={vm.quantity >= vm.maxQuantity}
                onClick={vm.increase}
              >
                +
              </button>
            </fieldset>
          </div>
          <PriceBreakdown
            goldPrice={price.price}
            grams={goods.productAmount}
            breakdown={breakdown}
            totalTestId="gold-detail-total"
          />
        </section>
        <section className="card">
          <RichHtml html={goods.content} testId="gold-content" />
        </section>
      </div>
      <div className="shop-bottom">
        {vm.soldOut ? (
          <p className="error" role="alert">
            <FormattedMessage id="validation.sold-out" />
          </p>
        ) : (
          <Link to={vm.confirmPath} className="button" data-testid="gold-buy">
            <FormattedMessage id="gold.detail.buy" values={{ amount: formatAmount(breakdown.total) }} />
          </Link>
        )}
      </div>
    </div>
  );
});

export default GoldDetailScreen;
