import '../../shared/styles/cards.css';
import './mall.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { formatAmount } from '../../../domain/shared/money-format';
import { usePageActive } from '../../app/page-context';
import { PullRefresh } from '../../shared/components/pull-refresh';
import { ShopSections } from '../../shared/components/shop-sections';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { MallGoodsVm } from './mall-goods.vm';

/** The mall: the three shops named at the top, devices on sale with price, stock and sold; a way to the user's orders. */
const MallGoodsScreen = observer(function MallGoodsScreen() {
  const vm = useViewModel(MallGoodsVm, { active: usePageActive() });
  const { goods } = vm;
  const items = goods.data;
  return (
    <PullRefresh onRefresh={vm.refresh}>
      <div className="screen-body mall-screen">
        <ShopSections />
        <Link to="/mall/orderList" className="button secondary mall-orders-link">
          <FormattedMessage id="mall.goods.myOrders" />
        </Link>
        {items === null && goods.error === null ? (
          <SkeletonList rows={3} lines={3} />
        ) : items === null ? (
          <ErrorState error={goods.error} failure="load" onRetry={() => void vm.refresh()} />
        ) : items.length === 0 ? (
          <EmptyState messageId="mall.goods.empty" />
        ) : (
          <>
            <ErrorLine error={goods.error} failure="load" />
            <ul className="mall-goods">
              {items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={`/mall/detail/${item.id}`}
                    className="card mall-goods-card"
                    data-testid="mall-goods"
                  >
                    <img src={item.image} alt="" width={72} height={72} />
                    <span className="mall-goods-text">
                      <strong className="ellipsis">{item.name}</strong>
                      <span className="amount mall-price">
                        {formatAmount(item.price)}
                        <span className="unit"> USDT</span>
                      </span>
                      <span className="muted small">
                        {item.stock > 0 ? (
                          <FormattedMessage
                            id="mall.goods.stockSold"
                            values={{ stock: item.stock, sold: item.sold }}
                          />
                        ) : (
                          <FormattedMessage id="validation.sold-out" />
                        )}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </PullRefresh>
  );
});

export default MallGoodsScreen;
