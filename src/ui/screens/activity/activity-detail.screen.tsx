import '../../shared/styles/cards.css';
import './activity.css';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { ActivityDetail } from '../../../domain/activity/activity';
import { usePageActive } from '../../app/page-context';
import { Amount } from '../../shared/components/amount';
import { PullRefresh } from '../../shared/components/pull-refresh';
import { RichHtml } from '../../shared/components/rich-html';
import { ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { ActivityDetailVm } from './activity-detail.vm';
import { CountdownLine, PeriodLine, Prize, StatusBadge } from './activity-facts';
import { useActivityRef } from './activity-ref';

function Tiers({ activity }: { activity: ActivityDetail }) {
  return (
    <table className="prize-tiers" data-testid="prize-tiers">
      <tbody>
        {activity.tiers.map((tier) => (
          <tr key={tier.fromRank}>
            <td>
              <FormattedMessage
                id="activity.tier.ranks"
                values={{ from: tier.fromRank, to: tier.toRank, single: tier.fromRank === tier.toRank }}
              />
            </td>
            <td>
              <Prize value={tier.reward} unit={activity.unit} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MyPart({ activity }: { activity: ActivityDetail }) {
  const { mine } = activity;
  if (!mine.joined)
    return (
      <p className="muted" data-testid="my-part">
        <FormattedMessage id="activity.mine.notJoined" />
      </p>
    );
  return (
    <dl className="facts" data-testid="my-part">
      <div>
        <dt>
          <FormattedMessage id="activity.mine.score" />
        </dt>
        <dd>
          <Amount value={mine.score} />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="activity.mine.rank" />
        </dt>
        <dd>{mine.rank ?? '–'}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id={activity.settled ? 'activity.mine.rewardPaid' : 'activity.mine.reward'} />
        </dt>
        <dd>{mine.reward ? <Prize value={mine.reward} unit={activity.unit} /> : '–'}</dd>
      </div>
    </dl>
  );
}

/** One activity (or the current one): period and countdown, prize pool and tiers, my part, rules, ranking. */
const ActivityDetailScreen = observer(function ActivityDetailScreen() {
  const vm = useViewModel(ActivityDetailVm, {
    ref: useActivityRef('/activity/detail/:id'),
    active: usePageActive(),
  });
  const prizeId = useId();
  const mineId = useId();
  if (vm.missingId || vm.notFound)
    return (
      <div className="screen-body state-box" data-testid="activity-missing">
        <p>
          <FormattedMessage id={vm.isLatest ? 'activity.detail.noCurrent' : 'activity.detail.notFound'} />
        </p>
        <Link to="/activity" className="button secondary">
          <FormattedMessage id="activity.detail.all" />
        </Link>
      </div>
    );
  if (vm.firstLoad) return <SkeletonList rows={3} lines={4} />;
  const activity = vm.current;
  if (!activity)
    return <ErrorState error={vm.detail.error} failure="load" onRetry={() => void vm.reload()} />;
  return (
    <PullRefresh onRefresh={vm.reload}>
      <div className="screen-body activity-detail" data-testid="activity-detail">
        <ErrorLine error={vm.detail.error} failure="load" />
        <article className="card">
          <img className="activity-cover" src={activity.cover} alt="" loading="lazy" decoding="async" />
          <div className="row between">
            <h2>{activity.title}</h2>
            {vm.status && <StatusBadge status={vm.status} />}
          </div>
          <PeriodLine period={activity.period} />
          {vm.countdown && <CountdownLine countdown={vm.countdown} />}
        </article>
        <section className="card" aria-labelledby={prizeId}>
          <div className="row between">
            <h2 id={prizeId}>
              <FormattedMessage id="activity.prizePool" />
            </h2>
            <strong data-testid="prize-pool">
              <Prize value={activity.prizePool} unit={activity.unit} />
            </strong>
          </div>
          <Tiers activity={activity} />
        </section>
        <section className="card" aria-labelledby={mineId}>
          <h2 id={mineId}>
            <FormattedMessage id="activity.mine.title" />
          </h2>
          <MyPart activity={activity} />
        </section>
        <section className="card">
          <RichHtml html={activity.rulesHtml} testId="activity-rules" />
        </section>
        <div className="activity-actions">
          <Link to={`/activity/rank/${activity.id}`} className="button">
            <FormattedMessage id="activity.detail.ranking" />
          </Link>
        </div>
      </div>
    </PullRefresh>
  );
});

export default ActivityDetailScreen;
