import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MyRank, RankEntry, Ranking } from '../../../domain/activity/ranking';
import type { Bcp47Tag } from '../../../domain/language/language';
import { formatTime } from '../../../domain/shared/date-format';
import { Amount } from '../../shared/components/amount';
import { Prize } from './activity-bits';

/** How another person is shown: the masked nickname, else the masked address. */
const who = (entry: RankEntry): string => entry.name || entry.maskedAddress;

const PLACES = ['first', 'second', 'third'] as const;

export function Podium({ ranking }: { ranking: Ranking }) {
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

export function RankRow({ entry, ranking }: { entry: RankEntry; ranking: Ranking }) {
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
export function RankingMeta({ ranking }: { ranking: Ranking }) {
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
export const MyRankBar = observer(function MyRankBar({ mine, ranking }: { mine: MyRank; ranking: Ranking }) {
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
