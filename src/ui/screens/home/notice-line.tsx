import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { HomeVm } from './home.vm';

/**
 * The newest notice, one line under the banners, leading to it (logged-in users only: notices are behind
 * the login). It reads the app-wide notice summary, so the notice screens stay out of the first load.
 */
export const NoticeLine = observer(function NoticeLine({ vm }: { vm: HomeVm }) {
  const notice = vm.latestNotice;
  if (!notice) return null;
  return (
    <Link to={`/notice/detail/${notice.id}`} className="card notice-line" data-testid="home-notice">
      <span className="notice-line-label">
        <FormattedMessage id="home.notice.label" />
      </span>
      {!notice.read && <span className="notice-line-dot" aria-hidden="true" />}
      <span className="ellipsis notice-line-title">{notice.title}</span>
    </Link>
  );
});
