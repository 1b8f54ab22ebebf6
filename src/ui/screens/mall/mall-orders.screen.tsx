import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './mall.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { mallOrderTabs } from '../../../domain/mall/shipping-status';
import { usePageActive, usePageQuery } from '../../app/page-context';
import { LoadMore, PullRefresh } from '../../shared/components/pull-refresh';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { Tabs } from '../../shared/components/tabs';
import { VirtualList } from '../../shared/components/virtual-list';
import { useViewModel } from '../../shared/view-model';
import { PaymentSheet } from '../payment/payment-sheet';
import { ActionFailureLine } from './action-failure';
import { MallOrderCard } from './mall-order-card';
import { MallOrdersVm } from './mall-orders.vm';

/** My mall orders: the four tabs with their counts, the paged list with its actions. `?tab=toShip` opens a tab. */
const MallOrdersScreen = observer(function MallOrdersScreen() {
  const vm = useViewModel(MallOrdersVm, { active: usePageActive(), tab: usePageQuery().get('tab') });
  const intl = useIntl();
  const list = vm.list;
  return (
    <div className="mall-orders-screen">
      <Tabs
        label={intl.formatMessage({ id: 'orders.tabs.label' })}
        tabs={mallOrderTabs.members}
        selected={vm.tab}
        onSelect={vm.setTab}
        testId={(tab) => `mall-tab-${tab}`}
        renderTab={(tab) => {
          const count = vm.countOf(tab);
          return (
            <>
              <FormattedMessage id={mallOrderTabs.messageId(tab)} />
              {count !== null && count > 0 && (
                <span className="mall-tab-count" data-testid="tab-count">
                  {count}
                </span>
              )}
            </>
          );
        }}
      />
      <PullRefresh onRefresh={vm.refresh}>
        <div className="screen-body" role="tabpanel">
          <ActionFailureLine failure={vm.failure} />
          {list.firstLoad || (list.page === 0 && list.error === null) ? (
            <SkeletonList rows={3} lines={3} />
          ) : list.failedEmpty ? (
            <ErrorState error={list.error} failure="order-list" onRetry={() => void vm.refresh()} />
          ) : list.empty ? (
            <EmptyState messageId="mall.orders.empty" />
          ) : (
            <>
              <ErrorLine error={list.error} failure="order-list" />
              <VirtualList
                items={list.items}
                rowKey={(order) => order.id}
                estimate={220}
                className="mall-orders"
              >
                {(order) => <MallOrderCard order={order} vm={vm} />}
              </VirtualList>
              <LoadMore hasMore={list.hasMore} loading={list.loading} onLoadMore={vm.loadMore} />
            </>
          )}
        </div>
      </PullRefresh>
      {vm.actions.payingOrderId !== null && (
        <PaymentSheet orderId={vm.actions.payingOrderId} onClose={vm.actions.closePayment} />
      )}
    </div>
  );
});

export default MallOrdersScreen;
