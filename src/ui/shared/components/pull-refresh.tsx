import '@nutui/nutui-react/dist/es/packages/pulltorefresh/style/css';
import { PullToRefresh } from '@nutui/nutui-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** Pull-to-refresh around a list; `onRefresh` resolves when the new data is in. */
export function PullRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<void>;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <PullToRefresh
      onRefresh={onRefresh}
      pullingText={intl.formatMessage({ id: 'common.pullToRefresh' })}
      canReleaseText={intl.formatMessage({ id: 'common.releaseToRefresh' })}
      refreshingText={intl.formatMessage({ id: 'common.refreshing' })}
      completeText=""
    >
      {children}
    </PullToRefresh>
  );
}

/**
 * The end of a paged list: loads the next page when it scrolls into view (and on tap, for when the
 * observer is unavailable), or says there is no more.
 */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const sentinel = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, onLoadMore]);
  if (!hasMore) {
    return (
      <p className="list-end">
        <FormattedMessage id="common.noMore" />
      </p>
    );
  }
  return (
    <button ref={sentinel} type="button" className="list-end link" onClick={onLoadMore} disabled={loading}>
      <FormattedMessage id={loading ? 'common.loading' : 'common.loadMore'} />
    </button>
  );
}
