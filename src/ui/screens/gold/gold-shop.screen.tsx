import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './gold.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { GoldGoods } from '../../../domain/gold/gold';
import type { Bcp47Tag } from '../../../domain/language/language';
import { formatDateTime } from '../../../domain/shared/date-format';
import { formatAmount } from '../../../domain/shared/money-format';
import { usePageActive } from '../../app/page-context';
import { LoadMore, PullRefresh } from '../../shared/components/pull-refresh';
import { ShopSections } from '../../shared/components/shop-sections';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { Tabs } from '../../shared/components/tabs';
import { useViewModel } from '../../shared/view-model';
import { GoldShopVm } from './gold-shop.vm';

/** One goods item of the list: picture, name, specification, price, stock and sold. */
function GoodsCard({ goods }: { goods: GoldGoods }) {
  return (
    <Link to={`/shop/detail/${goods.id}`} className="card shop-goods" data-testid="gold-goods">
      <img src={goods.image} alt="" loading="lazy" />
      <div>
        <h2>{goods.name}</h2>
        <p className="muted small">{goods.specification}</p>
        <p className="amount" data-testid="gold-goods-price">
          {formatAmount(goods.price)} <span className="unit">USDT</span>
        </p>
        <p className="muted small">
          <FormattedMessage id="gold.goods.stockSold" values={{ stock: goods.stock, sold: goods.sold }} />
        </p>
        {goods.stock === 0 && (
          <span className="badge badge-outline">
            <FormattedMessage id="validation.sold-out" />
          </span>
        )}
      </div>
    </Link>
  );
}

/**
 * The gold shop: the live gold price with its time (asked again every 10 s while on screen), links to the
 * orders and release records, the categories as tabs and their goods.
 */
const GoldShopScreen = observer(function GoldShopScreen() {
  const vm = useViewModel(GoldShopVm, { active: usePageActive() });
  const intl = useIntl();
  const head = vm.head;
  const price = vm.price;
  const goods = vm.goods;
  if (head.firstLoad && !head.data) return <SkeletonList rows={4} lines={3} />;
  if (!head.data) {
    return <ErrorState error={head.error} failure="load" onRetry={() => void vm.refresh()} />;
  }
  // The categories as tabs by their id, after "all".
  const categories = new Map(head.data.categories.map((category) => [String(category.id), category]));
  return (
    <div>
      <Tabs
        label={intl.formatMessage({ id: 'gold.shop.categories' })}
        tabs={['all', ...categories.keys()]}
        selected={vm.categoryId === null ? 'all' : String(vm.categoryId)}
        onSelect={(key) => vm.setCategory(categories.get(key)?.id ?? null)}
        renderTab={(key) => categories.get(key)?.name ?? <FormattedMessage id="gold.shop.all" />}
      />
      <PullRefresh onRefresh={vm.refresh}>
        <div className="screen-body">
          <ShopSections />
          {price && (
            <section className="card" aria-live="polite" data-testid="gold-price">
              <div className="gold-price">
                <span className="muted">
                  <FormattedMessage id="gold.price.label" />
                </span>
                <strong data-testid="gold-price-value">
                  {formatAmount(price.price)} <span className="unit">USDT/g</span>
                </strong>
              </div>
              <p className="muted small" data-testid="gold-price-time">
                <FormattedMessage
                  id="gold.price.updated"
                  values={{ time: formatDateTime(price.updatedAt, intl.locale as Bcp47Tag) }}
                />
              </p>
              {vm.priceStale && (
                <p className="error small" role="status">
                  <FormattedMessage id="gold.price.stale" />
                </p>
              )}
            </section>
          )}
          <nav className="shop-links">
            <Link to="/shop/orderList" className="button secondary small">
              <FormattedMessage id="route.goldOrders" />
            </Link>
            <Link to="/shop/orderRelease" className="button secondary small">
              <FormattedMessage id="route.goldRelease" />
            </Link>
          </nav>
          {goods.firstLoad ? (
            <SkeletonList rows={3} lines={3} />
          ) : goods.failedEmpty ? (
            <ErrorState error={goods.error} failure="load" onRetry={() => void vm.refresh()} />
          ) : goods.empty ? (
            <EmptyState messageId="gold.shop.empty" />
          ) : (
            <>
              {goods.error !== null && <ErrorLine error={goods.error} failure="load" />}
              {/* The panel the category tabs filter; the list inside keeps its list role. */}
              <div role="tabpanel">
                <ul className="shop-list">
                  {goods.items.map((item) => (
                    <li key={item.id}>
                      <GoodsCard goods={item} />
                    </li>
                  ))}
                </ul>
              </div>
              <LoadMore hasMore={goods.hasMore} loading={goods.loading} onLoadMore={goods.loadMore} />
            </>
          )}
        </div>
      </PullRefresh>
    </div>
  );
});

export default GoldShopScreen;
