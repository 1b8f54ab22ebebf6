import './gold.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { goldOrderTabs } from '../../../domain/gold/gold-order-status';
import { usePageActive, usePageQuery } from '../../app/page-context';
import { LoadMore, PullRefresh } from '../../shared/components/pull-refresh';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { Tabs } from '../../shared/components/tabs';
import { VirtualList } from '../../shared/components/virtual-list';
import { useViewModel } from '../../shared/view-model';
import { GoldOrderCard } from './gold-order-card';
import { GoldOrdersVm } from './gold-orders.vm';

/**
 * Gold orders: all, to pay, to ship, to receive, completed; pay, confirm receipt and cancel where the state
 * allows.
 */
const GoldOrdersScreen = observer(function GoldOrdersScreen() {
  const tabParam = usePageQuery().get('tab');
  const vm = useViewModel(GoldOrdersVm, {
    active: usePageActive(),
    tab: goldOrderTabs.is(tabParam) ? tabParam : null,
  });
  const intl = useIntl();
  const list = vm.list;
  const failure = vm.failure;
  return (
    <div>
      <Tabs
        label={intl.formatMessage({ id: 'orders.tabs.label' })}
        tabs={vm.tabs}
        selected={vm.tab}
        onSelect={vm.setTab}
        renderTab={(tab) => <FormattedMessage id={goldOrderTabs.messageId(tab)} />}
      />
      <PullRefresh onRefresh={vm.refresh}>
        <div className="screen-body" role="tabpanel">
          {failure &&
            (failure.refusal ? (
              <p role="alert" className="error">
                <FormattedMessage
                  id={
                    failure.refusal.kind === 'not-found'
                      ? 'error.feature.order-not-found'
                      : failure.action === 'receipt'
                        ? 'gold.orders.notReceivable'
                        : 'gold.orders.notCancellable'
                  }
                />
              </p>
            ) : (
              <ErrorLine
                error={failure.error}
                failure={failure.action === 'receipt' ? 'confirm-receipt' : 'cancel-order'}
              />
            ))}
          {list.firstLoad ? (
            <SkeletonList rows={3} lines={4} />
          ) : list.failedEmpty ? (
            <ErrorState error={list.error} failure="order-list" onRetry={() => void vm.refresh()} />
          ) : list.empty ? (
            <EmptyState messageId="gold.orders.empty" />
          ) : (
            <>
              {list.error !== null && <ErrorLine error={list.error} failure="order-list" />}
              <VirtualList
                items={list.items}
                rowKey={(order) => order.id}
                estimate={220}
                className="shop-list"
              >
                {(order) => <GoldOrderCard order={order} vm={vm} />}
              </VirtualList>
              <LoadMore hasMore={list.hasMore} loading={list.loading} onLoadMore={vm.loadMore} />
            </>
          )}
        </div>
      </PullRefresh>
    </div>
  );
});

export default GoldOrdersScreen;
