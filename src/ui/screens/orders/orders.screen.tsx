import './orders.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { ORDER_FILTERS } from '../../../domain/orders/order';
import { orderStatuses } from '../../../domain/orders/order-status';
import { usePageActive, usePageQuery } from '../../app/page-context';
import { LoadMore, PullRefresh } from '../../shared/components/pull-refresh';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { Tabs } from '../../shared/components/tabs';
import { VirtualList } from '../../shared/components/virtual-list';
import { useViewModel } from '../../shared/view-model';
import { PaymentSheet } from '../payment/payment-sheet';
import { OrderCard } from './order-card';
import { OrdersVm } from './orders.vm';

const idParam = (value: string | null): number | null => {
  const id = value === null ? Number.NaN : Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * Orders to pay: status tabs, the paged list with a live countdown on unpaid orders, pay (the payment
 * sheet) and cancel (asked first). `?pay=<id>` opens the payment sheet of that order.
 */
const OrdersScreen = observer(function OrdersScreen() {
  const vm = useViewModel(OrdersVm, { active: usePageActive(), pay: idParam(usePageQuery().get('pay')) });
  const intl = useIntl();
  const list = vm.list;
  return (
    <div className="orders-screen">
      <Tabs
        label={intl.formatMessage({ id: 'orders.tabs.label' })}
        tabs={ORDER_FILTERS}
        selected={vm.filter}
        onSelect={vm.setFilter}
        renderTab={(filter) => <FormattedMessage id={orderStatuses.messageId(filter)} />}
      />
      <PullRefresh onRefresh={vm.refresh}>
        <div className="screen-body" role="tabpanel">
          {vm.cancelFailure &&
            ('refusal' in vm.cancelFailure ? (
              <p role="alert" className="error">
                <FormattedMessage
                  id={
                    vm.cancelFailure.refusal.kind === 'not-found'
                      ? 'error.feature.order-not-found'
                      : 'orders.cancel.notCancellable'
                  }
                />
              </p>
            ) : (
              <ErrorLine error={vm.cancelFailure.error} failure="cancel-order" />
            ))}
          {list.firstLoad ? (
            <SkeletonList rows={3} lines={3} />
          ) : list.failedEmpty ? (
            <ErrorState error={list.error} failure="order-list" onRetry={() => void vm.refresh()} />
          ) : list.empty ? (
            <EmptyState messageId="orders.empty" />
          ) : (
            <>
              {list.error !== null && <ErrorLine error={list.error} failure="order-list" />}
              <VirtualList
                items={list.items}
                rowKey={(order) => order.id}
                estimate={220}
                className="orders-list"
              >
                {(order) => <OrderCard order={order} vm={vm} />}
              </VirtualList>
              <LoadMore hasMore={list.hasMore} loading={list.loading} onLoadMore={vm.loadMore} />
            </>
          )}
        </div>
      </PullRefresh>
      {vm.payingOrderId !== null && <PaymentSheet orderId={vm.payingOrderId} onClose={vm.closePayment} />}
    </div>
  );
});

export default OrdersScreen;
