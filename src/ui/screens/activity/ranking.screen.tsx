import './activity.css';
import './ranking.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { RANK_BOARDS } from '../../../domain/activity/ranking';
import { usePageActive } from '../../app/page-context';
import { LoadMore, PullRefresh } from '../../shared/components/pull-refresh';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { Tabs } from '../../shared/components/tabs';
import { VirtualList } from '../../shared/components/virtual-list';
import { useViewModel } from '../../shared/view-model';
import { Prize } from './activity-bits';
import { useActivityRef } from './activity-ref';
import { RankingVm } from './ranking.vm';
import { MyRankBar, Podium, RankingMeta, RankRow } from './ranking-parts';

const Board = observer(function Board({ vm }: { vm: RankingVm }) {
  const board = vm.board;
  const ranking = board.ranking;
  if (vm.notFound)
    return (
      <div className="state-box" data-testid="activity-missing">
        <p>
          <FormattedMessage id={vm.isLatest ? 'activity.detail.noCurrent' : 'activity.detail.notFound'} />
        </p>
        <Link to="/activity" className="button secondary">
          <FormattedMessage id="activity.detail.all" />
        </Link>
      </div>
    );
  if (board.firstLoad) return <SkeletonList rows={5} lines={1} />;
  if (!ranking) return <ErrorState error={board.error} failure="load" onRetry={() => void vm.reload()} />;
  return (
    <>
      <section className="card">
        <div className="row between">
          <strong>
            <FormattedMessage id={`ranking.pool.${board.board}`} />
          </strong>
          <strong data-testid="ranking-pool">
            <Prize value={ranking.prizePool} unit={ranking.unit} />
          </strong>
        </div>
        <RankingMeta ranking={ranking} />
        {/* A failed reload keeps the last ranking, with its time above, and says so here. */}
        <ErrorLine error={board.error} failure="load" />
      </section>
      {board.entries.length === 0 ? (
        <EmptyState messageId="ranking.empty" />
      ) : (
        <>
          <Podium ranking={ranking} />
          <VirtualList
            as="ol"
            items={board.entries}
            rowKey={(entry) => entry.rank}
            estimate={56}
            className="rank-rows"
            testId="rank-rows"
            rowClassName="rank-row"
            rowTestId="rank-row"
          >
            {(entry) => <RankRow entry={entry} ranking={ranking} />}
          </VirtualList>
          <LoadMore hasMore={board.hasMore} loading={board.loadingMore} onLoadMore={vm.loadMore} />
        </>
      )}
      <MyRankBar mine={ranking.mine} ranking={ranking} />
    </>
  );
});

/** The ranking: day and total tabs, the prize pool, the podium, the rows, and my rank pinned below. */
const RankingScreen = observer(function RankingScreen() {
  const vm = useViewModel(RankingVm, { ref: useActivityRef('/activity/rank/:id'), active: usePageActive() });
  const intl = useIntl();
  if (vm.missingId)
    return (
      <div className="screen-body state-box" data-testid="activity-missing">
        <p>
          <FormattedMessage id="activity.detail.notFound" />
        </p>
      </div>
    );
  return (
    <div>
      <Tabs
        label={intl.formatMessage({ id: 'ranking.tabs' })}
        tabs={RANK_BOARDS}
        selected={vm.tab}
        onSelect={vm.setTab}
        renderTab={(board) => <FormattedMessage id={`ranking.tab.${board}`} />}
      />
      <PullRefresh onRefresh={vm.reload}>
        <div className="screen-body ranking-screen" role="tabpanel">
          <Board vm={vm} />
        </div>
      </PullRefresh>
    </div>
  );
});

export default RankingScreen;
