import '../../shared/styles/cards.css';
import './notice.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Bcp47Tag } from '../../../domain/language/language';
import { type Notice, noticeCategories } from '../../../domain/notice/notice';
import { formatDateTime } from '../../../domain/shared/date-format';
import { usePageActive } from '../../app/page-context';
import { LoadMore, PullRefresh } from '../../shared/components/pull-refresh';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { VirtualList } from '../../shared/components/virtual-list';
import { useViewModel } from '../../shared/view-model';
import { NoticeListVm } from './notice-list.vm';

function NoticeItem({ notice, tag }: { notice: Notice; tag: Bcp47Tag }) {
  const intl = useIntl();
  return (
    <Link
      to={`/notice/detail/${notice.id}`}
      className={`card notice-item${notice.read ? '' : ' unread'}`}
      data-testid="notice-item"
      data-read={notice.read}
    >
      <div className="row">
        {!notice.read && (
          <span
            className="unread-dot"
            role="img"
            aria-label={intl.formatMessage({ id: 'notice.unread' })}
            data-testid="unread-mark"
          />
        )}
        <h2 className="notice-title ellipsis">{notice.title}</h2>
      </div>
      <p className="muted notice-summary">{notice.summary}</p>
      <div className="row">
        <span className="badge notice-tag">
          <FormattedMessage id={noticeCategories.messageId(notice.category)} />
        </span>
        <time className="muted notice-time" dateTime={notice.publishedAt.toISOString()}>
          {formatDateTime(notice.publishedAt, tag)}
        </time>
      </div>
    </Link>
  );
}

/** Notices, newest first: unread marks, categories, times; pull to refresh, more on scroll. */
const NoticeListScreen = observer(function NoticeListScreen() {
  const vm = useViewModel(NoticeListVm, { active: usePageActive() });
  const intl = useIntl();
  const tag = intl.locale as Bcp47Tag;
  const list = vm.notices;
  return (
    <PullRefresh onRefresh={vm.refresh}>
      <div className="screen-body">
        {list.firstLoad ? (
          <SkeletonList rows={4} lines={3} />
        ) : list.failedEmpty ? (
          <ErrorState error={list.error} failure="load" onRetry={() => void vm.refresh()} />
        ) : list.empty ? (
          <EmptyState messageId="notice.list.empty" />
        ) : (
          <>
            <p className="muted" data-testid="notice-unread-count">
              <FormattedMessage id="notice.list.unread" values={{ count: vm.unread }} />
            </p>
            <ErrorLine error={list.error} failure="load" />
            <VirtualList
              items={list.items}
              rowKey={(notice) => notice.id}
              estimate={110}
              className="notice-list"
            >
              {(notice) => <NoticeItem notice={notice} tag={tag} />}
            </VirtualList>
            <LoadMore hasMore={list.hasMore} loading={list.loading} onLoadMore={vm.loadMore} />
          </>
        )}
      </div>
    </PullRefresh>
  );
});

export default NoticeListScreen;
