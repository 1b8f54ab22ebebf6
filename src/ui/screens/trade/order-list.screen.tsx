import './trade.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { TRADE_ORDER_LISTS } from '../../../application/trade/market-messages';
import { usePageActive } from '../../app/page-context';
import { LoadMore, PullRefresh } from '../../shared/components/pull-refresh';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { Tabs } from '../../shared/components/tabs';
import { VirtualList } from '../../shared/components/virtual-list';
import { useViewModel } from '../../shared/view-model';
import { OrderListVm } from './order-list.vm';
import { CancelFailure, TradeOrderCard } from './trade-order-card';

/**
 * /trade/orderList: current, history and success orders in tabs, each paged with pull-to-refresh and load
 * more; open orders can be cancelled (asked first). The lists follow the socket's order updates.
 */
const OrderListScreen = observer(function OrderListScreen() {
  const vm = useViewModel(OrderListVm, { active: usePageActive() });
  const intl = useIntl();
  const list = vm.list;
  return (
    <div className="trade-ui trade-orders">
      <Tabs
        label={intl.formatMessage({ id: 'trade.orders.tabs' })}
        tabs={TRADE_ORDER_LISTS}
        selected={vm.tab}
        onSelect={vm.setTab}
        tabId={(tab) => `trade-tab-${tab}`}
        controls="trade-tab-panel"
        className="tabs-even tabs-flush"
        renderTab={(tab) => <FormattedMessage id={`trade.orders.tab.${tab}`} />}
      />
      <div id="trade-tab-panel" role="tabpanel" aria-labelledby={`trade-tab-${vm.tab}`} data-tab={vm.tab}>
        <PullRefresh onRefresh={vm.refresh}>
          <div className="screen-body">
            <CancelFailure error={vm.cancelFailure} />
            {list.firstLoad ? (
              <SkeletonList rows={3} lines={3} />
            ) : list.failedEmpty ? (
              <ErrorState error={list.error} failure="order-list" onRetry={() => void vm.refresh()} />
            ) : list.empty ? (
              <EmptyState messageId={`trade.orders.empty.${vm.tab}`} />
            ) : (
              <>
                {list.error !== null && <ErrorLine error={list.error} failure="order-list" />}
                <VirtualList
                  items={list.items}
                  rowKey={(order) => order.id}
                  estimate={180}
                  className="trade-order-list"
                >
                  {(order) => <TradeOrderCard order={order} canceller={vm} />}
                </VirtualList>
                <LoadMore hasMore={list.hasMore} loading={list.loading} onLoadMore={list.loadMore} />
              </>
            )}
          </div>
        </PullRefresh>
      </div>
    </div>
  );
});

export default OrderListScreen;
