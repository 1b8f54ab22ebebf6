import '../../shared/styles/cards.css';
import './activity.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ACTIVITY_FILTERS } from '../../../domain/activity/activity';
import { usePageActive } from '../../app/page-context';
import { LoadMore, PullRefresh } from '../../shared/components/pull-refresh';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { Tabs } from '../../shared/components/tabs';
import { useViewModel } from '../../shared/view-model';
import { CountdownLine, PeriodLine, Prize, StatusBadge } from './activity-facts';
import { ActivityListVm, type ActivityRow } from './activity-list.vm';

function ActivityCard({ row }: { row: ActivityRow }) {
  const { activity, status, countdown } = row;
  return (
    <Link to={`/activity/detail/${activity.id}`} className="card activity-card" data-testid="activity-card">
      <img className="activity-cover" src={activity.cover} alt="" loading="lazy" decoding="async" />
      <div className="row between">
        <h2 className="ellipsis">{activity.title}</h2>
        <StatusBadge status={status} />
      </div>
      <p className="muted">{activity.summary}</p>
      <PeriodLine period={activity.period} />
      <div className="row between">
        {countdown ? <CountdownLine countdown={countdown} /> : <span />}
        <span>
          <span className="muted">
            <FormattedMessage id="activity.prizePool" />
          </span>{' '}
          <Prize value={activity.prizePool} unit={activity.unit} />
        </span>
      </div>
    </Link>
  );
}

/** Activities: status filter tabs, cards with cover, period and a live countdown; pull to refresh. */
const ActivityListScreen = observer(function ActivityListScreen() {
  const vm = useViewModel(ActivityListVm, { active: usePageActive() });
  const intl = useIntl();
  const list = vm.activities;
  return (
    <div>
      <Tabs
        label={intl.formatMessage({ id: 'activity.filter.label' })}
        tabs={ACTIVITY_FILTERS}
        selected={vm.filter}
        onSelect={vm.setFilter}
        renderTab={(filter) => <FormattedMessage id={`activity.filter.${filter}`} />}
      />
      <PullRefresh onRefresh={vm.refresh}>
        <div className="screen-body" role="tabpanel">
          {list.firstLoad ? (
            <SkeletonList rows={3} lines={4} />
          ) : list.failedEmpty ? (
            <ErrorState error={list.error} failure="load" onRetry={() => void vm.refresh()} />
          ) : list.empty ? (
            <EmptyState messageId="activity.list.empty" />
          ) : (
            <>
              <ErrorLine error={list.error} failure="load" />
              <ul className="activity-list">
                {vm.rows.map((row) => (
                  <li key={row.activity.id}>
                    <ActivityCard row={row} />
                  </li>
                ))}
              </ul>
              <LoadMore hasMore={list.hasMore} loading={list.loading} onLoadMore={() => void vm.loadMore()} />
            </>
          )}
        </div>
      </PullRefresh>
    </div>
  );
});

export default ActivityListScreen;
