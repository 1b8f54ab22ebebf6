import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { FeatureFailure } from '../../../domain/shared/app-error';
import { LoadMore, PullRefresh } from '../../shared/components/pull-refresh';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { VirtualList } from '../../shared/components/virtual-list';
import type { PagedList } from '../../shared/loadable';

/** A paged list with its states: skeleton, failure with retry, empty, the items, load more, pull-to-refresh. */
export const PagedListView = observer(function PagedListView<T extends { readonly id: number }>({
  list,
  empty,
  failure,
  children,
}: {
  list: PagedList<T>;
  empty: string;
  failure: FeatureFailure;
  children: (item: T) => ReactNode;
}) {
  return (
    <PullRefresh onRefresh={list.refresh}>
      <div className="screen-body">
        {list.firstLoad ? (
          <SkeletonList rows={3} lines={3} />
        ) : list.failedEmpty ? (
          <ErrorState error={list.error} failure={failure} onRetry={() => void list.refresh()} />
        ) : list.empty ? (
          <EmptyState messageId={empty} />
        ) : (
          <>
            {list.error !== null && <ErrorLine error={list.error} failure={failure} />}
            <VirtualList
              items={list.items}
              rowKey={(item) => item.id}
              estimate={140}
              className="mining-records"
            >
              {(item) => children(item)}
            </VirtualList>
            <LoadMore hasMore={list.hasMore} loading={list.loading} onLoadMore={list.loadMore} />
          </>
        )}
      </div>
    </PullRefresh>
  );
});
