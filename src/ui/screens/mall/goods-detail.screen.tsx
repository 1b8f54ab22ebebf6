import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './mall.css';
import { observer } from 'mobx-react-lite';
import { useContext } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, matchPath } from 'react-router';
import { formatAmount } from '../../../domain/shared/money-format';
import { validationMessageId } from '../../../domain/shared/validation';
import { PageContext, usePageActive } from '../../app/page-context';
import { RichHtml } from '../../shared/components/rich-html';
import { ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { GoodsDetailVm } from './goods-detail.vm';
import { QuantityStepper } from './quantity-stepper';

/** The goods id of this page's own path (`/mall/detail/:id`); null when it is not a whole number. */
function useGoodsId(): number | null {
  const { pathname } = useContext(PageContext);
  const raw = matchPath('/mall/detail/:id', pathname)?.params.id;
  const id = raw === undefined ? Number.NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** One device: pictures, price, stock, specification, description; quantity, total and Buy. */
const GoodsDetailScreen = observer(function GoodsDetailScreen() {
  const vm = useViewModel(GoodsDetailVm, { id: useGoodsId(), active: usePageActive() });
  const intl = useIntl();
  const goods = vm.goods;
  if (vm.missingId) {
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
  if (!goods && vm.detail.error === null) return <SkeletonList rows={2} lines={4} />;
  if (!goods) return <ErrorState error={vm.detail.error} failure="load" onRetry={() => void vm.reload()} />;
  const error = vm.quantityError;
  return (
    <div className="mall-detail">
      <div className="screen-body">
        <ErrorLine error={vm.detail.error} failure="load" />
        {/* It scrolls sideways: focusable, so that the arrow keys can scroll it too. */}
        <ul
          className="mall-gallery"
          aria-label={intl.formatMessage({ id: 'mall.detail.pictures' })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
        >
          {(goods.images.length > 0 ? goods.images : [goods.image]).map((src, index) => (
            <li key={src}>
              <img
                src={src}
                alt={intl.formatMessage({ id: 'mall.detail.picture' }, { name: goods.name, n: index + 1 })}
              />
            </li>
          ))}
        </ul>
        <article className="card" data-testid="goods-detail">
          <h2 className="mall-title">{goods.name}</h2>
          <p className="amount mall-price mall-price-big" data-testid="goods-price">
            {formatAmount(goods.price)}
            <span className="unit"> USDT</span>
          </p>
          <dl className="facts">
            <div>
              <dt>
                <FormattedMessage id="mall.detail.stock" />
              </dt>
              <dd data-testid="goods-stock">{goods.stock}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="mall.detail.sold" />
              </dt>
              <dd>{goods.sold}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="mining.power.title" />
              </dt>
              <dd className="amount">{formatAmount(goods.power)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="mall.detail.spec" />
              </dt>
              <dd>{goods.specification}</dd>
            </div>
          </dl>
        </article>
        <section className="card">
          <h3 className="mall-subtitle">
            <FormattedMessage id="mall.detail.description" />
          </h3>
          <RichHtml html={goods.content} testId="goods-description" />
        </section>
      </div>
      <div className="mall-bottom-bar">
        {goods.stock > 0 && (
          <QuantityStepper
            value={vm.quantity}
            max={vm.maxQuantity}
            onChange={vm.setQuantity}
            onIncrement={vm.increment}
            onDecrement={vm.decrement}
          />
        )}
        {error && (
          <p role="alert" className="error small">
            <FormattedMessage
              id={validationMessageId(error.kind)}
              values={'available' in error ? { available: formatAmount(error.available) } : {}}
            />
          </p>
        )}
        {vm.confirmPath && vm.total ? (
          <Link to={vm.confirmPath} className="button" data-testid="buy">
            <FormattedMessage id="mall.detail.buy" values={{ amount: formatAmount(vm.total) }} />
          </Link>
        ) : (
          <button type="button" className="button" disabled>
            <FormattedMessage id={goods.stock > 0 ? 'mall.detail.buyDisabled' : 'validation.sold-out'} />
          </button>
        )}
      </div>
    </div>
  );
});

export default GoodsDetailScreen;
