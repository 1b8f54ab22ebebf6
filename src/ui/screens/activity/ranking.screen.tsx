import './activity.css';
import './ranking.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { type MyRank, RANK_BOARDS, type RankEntry, type Ranking } from '../../../domain/activity/ranking';
import type { Bcp47Tag } from '../../../domain/language/language';
import { formatTime } from '../../../domain/shared/date-format';
import { usePageActive } from '../../app/page-context';
import { Amount } from '../../shared/components/amount';
import { LoadMore, PullRefresh } from '../../shared/components/pull-refresh';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { Tabs } from '../../shared/components/tabs';
import { VirtualList } from '../../shared/components/virtual-list';
import { useViewModel } from '../../shared/view-model';
import { Prize } from './activity-facts';
import { useActivityRef } from './activity-ref';
import { RankingVm } from './ranking.vm';

/** How another person is shown: the masked nickname, else the masked address. */
const who = (entry: RankEntry): string => entry.name || entry.maskedAddress;

const PLACES = ['first', 'second', 'third'] as const;

function Podium({ ranking }: { ranking: Ranking }) {
  const intl = useIntl();
  if (ranking.podium.length === 0) return null;
  return (
    <ol className="podium" aria-label={intl.formatMessage({ id: 'ranking.podium' })} data-testid="podium">
      {ranking.podium.map((entry, i) => (
        <li key={entry.rank} className={`podium-place ${PLACES[i] ?? ''}`}>
          <span className="podium-rank">{entry.rank}</span>
          <span>{who(entry)}</span>
          <span>
            <Amount value={entry.score} />
          </span>
          {entry.reward && <Prize value={entry.reward} unit={ranking.unit} />}
        </li>
      ))}
    </ol>
  );
}

function RankRow({ entry, ranking }: { entry: RankEntry; ranking: Ranking }) {
  return (
    <>
      <span className="rank-number">{entry.rank}</span>
      <span className="who">
        {entry.name && <span>{entry.name} </span>}
        <span className="muted mono">{entry.maskedAddress}</span>
      </span>
      <span className="points">
        <FormattedMessage id="ranking.points" values={{ points: entry.score.toFixed() }} />
        {entry.reward && (
          <span className="reward">
            <Prize value={entry.reward} unit={ranking.unit} />
          </span>
        )}
      </span>
    </>
  );
}

/** "Updated 14:05 · every 5 minutes" and the tie rule. */
function RankingMeta({ ranking }: { ranking: Ranking }) {
  const intl = useIntl();
  const minutes = Math.max(1, Math.round(ranking.refreshSeconds / 60));
  return (
    <>
      <p className="muted ranking-meta" data-testid="ranking-updated">
        <FormattedMessage
          id="ranking.updated"
          values={{ time: formatTime(ranking.updatedAt, intl.locale as Bcp47Tag), minutes }}
        />
      </p>
      <p className="muted ranking-meta">
        <FormattedMessage id="ranking.tieRule" />
      </p>
    </>
  );
}

/** The person's own line, pinned at the bottom: rank, points, reward, and what is missing to the next tier. */
const MyRankBar = observer(function MyRankBar({ mine, ranking }: { mine: MyRank; ranking: Ranking }) {
  return (
    <aside className="my-rank" data-testid="my-rank" aria-live="polite">
      <div className="row between">
        <strong>
          {mine.rank === null ? (
            <FormattedMessage id="ranking.mine.unranked" />
          ) : (
            <FormattedMessage id="ranking.mine.rank" values={{ rank: mine.rank }} />
          )}
        </strong>
        <span>
          <FormattedMessage id="ranking.points" values={{ points: mine.score.toFixed() }} />
          {mine.reward && (
            <>
              {' · '}
              <Prize value={mine.reward} unit={ranking.unit} />
            </>
          )}
        </span>
      </div>
      {mine.next && (
        <span className="muted" data-testid="my-rank-next">
          <FormattedMessage
            id="ranking.mine.next"
            values={{
              points: mine.next.missing.toFixed(),
              rank: mine.next.tier.toRank,
              single: mine.next.tier.fromRank === mine.next.tier.toRank,
            }}
          />
        </span>
      )}
    </aside>
  );
});

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
