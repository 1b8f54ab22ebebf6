import '../../shared/styles/cards.css';
import './money-log.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageActive } from '../../app/page-context';
import { LoadMore, PullRefresh } from '../../shared/components/pull-refresh';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { MONEY_LOG_FILTERS, type MoneyLogFilter, MoneyLogVm } from './money-log.vm';
import { RecordDays } from './money-log-row';

const filterMessage = (filter: MoneyLogFilter) =>
  filter === null ? 'funds.moneyLog.all' : `funds.moneyLog.category.${filter}`;

/**
 * The money log: filter chips by category with their counts, the records by day (type, time, account,
 * signed amount and coin), infinite scroll and pull-to-refresh, with empty and error states.
 */
const MoneyLogScreen = observer(function MoneyLogScreen() {
  const vm = useViewModel(MoneyLogVm, { active: usePageActive() });
  const intl = useIntl();
  const list = vm.list;
  return (
    <div>
      <fieldset className="money-log-filter">
        <legend className="visually-hidden">
          <FormattedMessage id="funds.moneyLog.filter" />
        </legend>
        {MONEY_LOG_FILTERS.map((filter) => {
          const count = vm.countOf(filter);
          return (
            <button
              key={filter ?? 'all'}
              type="button"
              className="money-chip"
              aria-pressed={vm.filter === filter}
              data-testid={`filter-${filter ?? 'all'}`}
              onClick={() => vm.setFilter(filter)}
            >
              <FormattedMessage id={filterMessage(filter)} />
              {count !== null && (
                <>
                  <span className="money-chip-count" aria-hidden="true" data-testid="filter-count">
                    {count}
                  </span>
                  <span className="visually-hidden">
                    {intl.formatMessage({ id: 'funds.moneyLog.count' }, { count })}
                  </span>
                </>
              )}
            </button>
          );
        })}
      </fieldset>
      <PullRefresh onRefresh={vm.refresh}>
        <div className="screen-body">
          {list.firstLoad ? (
            <SkeletonList rows={3} lines={3} />
          ) : list.failedEmpty ? (
            <ErrorState error={list.error} failure="load" onRetry={() => void vm.refresh()} />
          ) : list.empty ? (
            <EmptyState messageId="funds.moneyLog.empty" />
          ) : (
            <>
              <ErrorLine error={list.error} failure="load" />
              <RecordDays days={vm.days} />
              <LoadMore hasMore={list.hasMore} loading={list.loading} onLoadMore={vm.loadMore} />
            </>
          )}
        </div>
      </PullRefresh>
    </div>
  );
});

export default MoneyLogScreen;
