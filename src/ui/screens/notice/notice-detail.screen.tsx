import '../../shared/styles/cards.css';
import './notice.css';
import { observer } from 'mobx-react-lite';
import { useContext } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, matchPath } from 'react-router';
import type { Bcp47Tag } from '../../../domain/language/language';
import { noticeCategories } from '../../../domain/notice/notice';
import { formatDateTime } from '../../../domain/shared/date-format';
import { PageContext, usePageActive } from '../../app/page-context';
import { RichHtml } from '../../shared/components/rich-html';
import { ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { NoticeDetailVm } from './notice-detail.vm';

/** The notice id of this page's own path; null when it is not a whole number. */
function useNoticeId(): number | null {
  const { pathname } = useContext(PageContext);
  const raw = matchPath('/notice/detail/:id', pathname)?.params.id;
  const id = raw === undefined ? Number.NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function Missing({ messageId }: { messageId: string }) {
  return (
    <div className="screen-body state-box" data-testid="notice-missing">
      <p>
        <FormattedMessage id={messageId} />
      </p>
      <Link to="/notice" className="button secondary">
        <FormattedMessage id="notice.detail.back" />
      </Link>
    </div>
  );
}

/** One notice: title, category, time and its body (sanitised HTML); opening it marks it read. */
const NoticeDetailScreen = observer(function NoticeDetailScreen() {
  const vm = useViewModel(NoticeDetailVm, { id: useNoticeId(), active: usePageActive() });
  const intl = useIntl();
  if (vm.missingId || vm.notFound) return <Missing messageId="notice.detail.notFound" />;
  if (vm.firstLoad) return <SkeletonList rows={1} lines={6} />;
  const notice = vm.current;
  if (!notice) return <ErrorState error={vm.notice.error} failure="load" onRetry={vm.retry} />;
  return (
    <div className="screen-body notice-detail">
      <article className="card" data-testid="notice-detail">
        <h2 className="notice-heading">{notice.title}</h2>
        <div className="row">
          <span className="badge notice-tag">
            <FormattedMessage id={noticeCategories.messageId(notice.category)} />
          </span>
          <time className="muted notice-time" dateTime={notice.publishedAt.toISOString()}>
            {formatDateTime(notice.publishedAt, intl.locale as Bcp47Tag)}
          </time>
        </div>
        <RichHtml html={notice.bodyHtml} testId="notice-body" />
      </article>
    </div>
  );
});

export default NoticeDetailScreen;
