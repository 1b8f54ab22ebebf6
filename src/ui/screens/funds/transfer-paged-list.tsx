import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { LoadMore, PullRefresh } from '../../shared/components/pull-refresh';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { VirtualList } from '../../shared/components/virtual-list';
import type { PagedList } from '../../shared/loadable';

/**
 * A history list of the deposit, withdraw and transfer screens with its states: skeleton, failure with a
 * retry, empty (with a next step), the items, load more, pull-to-refresh; a failed refresh keeps the items.
 */
export const MovesList = observer(function MovesList<T extends { readonly id: number }>({
  list,
  empty,
  emptyAction,
  label,
  children,
}: {
  list: PagedList<T>;
  empty: string;
  emptyAction?: ReactNode;
  label: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <PullRefresh onRefresh={list.refresh}>
      <div className="screen-body moves">
        {list.firstLoad ? (
          <SkeletonList rows={3} lines={3} />
        ) : list.failedEmpty ? (
          <ErrorState error={list.error} failure="load" onRetry={() => void list.refresh()} />
        ) : list.empty ? (
          <EmptyState messageId={empty} action={emptyAction} />
        ) : (
          <>
            {list.error !== null && <ErrorLine error={list.error} failure="load" />}
            <VirtualList
              items={list.items}
              rowKey={(item) => item.id}
              estimate={96}
              className="moves-records"
              label={label}
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

/** A transaction hash, shortened, with its copy button (the full value on tap). */
export function shortHash(hash: string): string {
  return hash.length > 14 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash;
}
