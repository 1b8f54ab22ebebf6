import '../../shared/styles/cards.css';
import './gold.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReleaseRecord } from '../../../domain/gold/gold';
import { releasePercent, releaseRemaining } from '../../../domain/gold/gold-price-math';
import { goldReleaseStatuses } from '../../../domain/gold/gold-release-status';
import type { Bcp47Tag } from '../../../domain/language/language';
import { formatDateTime } from '../../../domain/shared/date-format';
import { formatAmount } from '../../../domain/shared/money-format';
import { OwnFigure } from '../../shared/components/amount';
import { LoadMore, PullRefresh } from '../../shared/components/pull-refresh';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { Tabs } from '../../shared/components/tabs';
import { VirtualList } from '../../shared/components/virtual-list';
import { RELEASE_TABS, type ReleaseRecords } from './release-records';

const TAB_MESSAGE = {
  all: 'gold.release.tab.all',
  releasing: 'enum.goldRelease.releasing',
  completed: 'enum.goldRelease.completed',
} as const;

/** One release: what it releases, how much is out and left, the rate, its state and times. */
const ReleaseCard = observer(function ReleaseCard({ record }: { record: ReleaseRecord }) {
  const intl = useIntl();
  const tag = intl.locale as Bcp47Tag;
  const percent = releasePercent(record.amount, record.released);
  return (
    <article className="card" data-testid="release-record" data-status={record.status}>
      <div className="card-head">
        <strong className="ellipsis">{record.goodsName}</strong>
        <span className="badge badge-outline" data-testid="release-status">
          <FormattedMessage id={goldReleaseStatuses.messageId(record.status)} />
        </span>
      </div>
      <div
        className="release-bar"
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={intl.formatMessage({ id: 'gold.release.progress' }, { percent })}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <dl className="facts">
        <div>
          <dt>
            <FormattedMessage id="gold.release.amount" />
          </dt>
          <dd className="amount">
            <OwnFigure value={record.amount} /> USDT
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="gold.release.released" />
          </dt>
          <dd className="amount" data-testid="release-released">
            <OwnFigure value={record.released} /> USDT
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="gold.release.left" />
          </dt>
          <dd className="amount">
            <OwnFigure value={releaseRemaining(record.amount, record.released)} /> USDT
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="gold.release.rate" />
          </dt>
          <dd>
            <FormattedMessage
              id="gold.release.perDay"
              values={{ percent: formatAmount(record.releaseRate.times(100)) }}
            />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="gold.release.orderNo" />
          </dt>
          <dd className="mono">{record.orderNo}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="gold.release.started" />
          </dt>
          <dd>{formatDateTime(record.createdAt, tag)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="gold.release.last" />
          </dt>
          <dd>{record.releasedAt ? formatDateTime(record.releasedAt, tag) : '–'}</dd>
        </div>
      </dl>
    </article>
  );
});

/** Release records with their tabs (all, releasing, completed), pull to refresh and more on scroll. */
export const ReleaseList = observer(function ReleaseList({ records }: { records: ReleaseRecords }) {
  const intl = useIntl();
  const list = records.list;
  return (
    <div>
      <Tabs
        label={intl.formatMessage({ id: 'gold.release.tabs' })}
        tabs={RELEASE_TABS}
        selected={records.tab}
        onSelect={records.setTab}
        renderTab={(tab) => <FormattedMessage id={TAB_MESSAGE[tab]} />}
      />
      <PullRefresh onRefresh={records.refresh}>
        <div className="screen-body" role="tabpanel">
          {list.firstLoad ? (
            <SkeletonList rows={3} lines={4} />
          ) : list.failedEmpty ? (
            <ErrorState error={list.error} failure="load" onRetry={() => void records.refresh()} />
          ) : list.empty ? (
            <EmptyState messageId="gold.release.empty" />
          ) : (
            <>
              {list.error !== null && <ErrorLine error={list.error} failure="load" />}
              <VirtualList
                items={list.items}
                rowKey={(record) => record.id}
                estimate={160}
                className="shop-list"
              >
                {(record) => <ReleaseCard record={record} />}
              </VirtualList>
              <LoadMore hasMore={list.hasMore} loading={list.loading} onLoadMore={records.loadMore} />
            </>
          )}
        </div>
      </PullRefresh>
    </div>
  );
});
