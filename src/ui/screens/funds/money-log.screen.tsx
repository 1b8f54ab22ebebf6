import '../../shared/styles/cards.css';
import './money-log.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { accountKinds } from '../../../domain/funds/account-kind';
import { fundRecordTypes } from '../../../domain/funds/fund-record-type';
import type { MoneyLogCsvWords } from '../../../domain/funds/money-log-csv';
import { usePageActive } from '../../app/page-context';
import { LoadMore, PullRefresh } from '../../shared/components/pull-refresh';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { downloadText } from '../../shared/download';
import { useViewModel } from '../../shared/view-model';
import { MONEY_LOG_FILTERS, type MoneyLogFilter, MoneyLogVm } from './money-log.vm';
import { RecordDays } from './money-log-row';

const filterMessage = (filter: MoneyLogFilter) =>
  filter === null ? 'funds.moneyLog.all' : `funds.moneyLog.category.${filter}`;

/** The export's column titles and names of types and accounts, in the person's language. */
const csvWords = (intl: IntlShape): MoneyLogCsvWords => ({
  columns: [
    intl.formatMessage({ id: 'funds.moneyLog.csv.date' }),
    intl.formatMessage({ id: 'funds.moneyLog.csv.type' }),
    intl.formatMessage({ id: 'funds.moneyLog.csv.account' }),
    intl.formatMessage({ id: 'funds.income.coin' }),
    intl.formatMessage({ id: 'funds.moneyLog.csv.amount' }),
  ],
  typeName: (type) => intl.formatMessage({ id: fundRecordTypes.messageId(type) }),
  accountName: (account) => intl.formatMessage({ id: accountKinds.messageId(account) }),
});

/**
 * The money log: filter chips by category with their counts, the records by day (type, time, account,
 * signed amount and coin), infinite scroll and pull-to-refresh, with empty and error states; the records on
 * screen export as a CSV file (a Blob link).
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
              <div className="money-log-tools">
                <button
                  type="button"
                  className="money-chip"
                  data-testid="money-log-export"
                  disabled={!vm.canExport}
                  aria-busy={vm.exporting !== null}
                  onClick={async () => {
                    const file = await vm.exportCsv(csvWords(intl));
                    if (file) downloadText(file.name, file.text);
                  }}
                >
                  <FormattedMessage id="funds.moneyLog.export" />
                </button>
              </div>
              {/* The whole category is fetched for the file: a long history shows how far it has come. */}
              {vm.exporting && (
                <p className="muted small" role="status" data-testid="money-log-exporting">
                  <FormattedMessage
                    id="funds.moneyLog.exporting"
                    values={{ loaded: vm.exporting.loaded, total: vm.exporting.total }}
                  />
                </p>
              )}
              {vm.exported && (
                <p className="small" role="status" data-testid="money-log-exported">
                  <FormattedMessage
                    id="funds.moneyLog.exported"
                    values={{ rows: vm.exported.rows, name: vm.exported.name }}
                  />
                </p>
              )}
              <ErrorLine error={vm.exportError} />
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
