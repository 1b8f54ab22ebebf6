import '../../shared/styles/cards.css';
import './money-log.css';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageActive } from '../../app/page-context';
import { LoadMore, PullRefresh } from '../../shared/components/pull-refresh';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { FUNDS_ICONS, FundsIcon, MaskedAmount } from './assets-amount';
import { IncomeVm } from './income.vm';
import { IncomeChartCard } from './income-chart';
import { RecordDays } from './money-log-row';

/** Today's and all-time income per coin (hidden with the other amounts when the user chose so). */
const IncomeTotals = observer(function IncomeTotals({ vm }: { vm: IncomeVm }) {
  const intl = useIntl();
  const titleId = useId();
  const totals = vm.totals;
  if (totals === null) return null;
  return (
    <section className="card" aria-labelledby={titleId} data-testid="income-totals">
      <div className="card-head">
        <h2 id={titleId}>
          <FormattedMessage id="funds.income.totals" />
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-pressed={vm.hidden}
          aria-label={intl.formatMessage({ id: 'funds.assets.hide' })}
          onClick={vm.toggleHidden}
        >
          <FundsIcon d={vm.hidden ? FUNDS_ICONS.eyeOff : FUNDS_ICONS.eye} />
        </button>
      </div>
      {totals.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="funds.income.none" />
        </p>
      ) : (
        <table className="income-totals">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="funds.income.coin" />
              </th>
              <th scope="col">
                <FormattedMessage id="funds.income.today" />
              </th>
              <th scope="col">
                <FormattedMessage id="funds.income.allTime" />
              </th>
            </tr>
          </thead>
          <tbody>
            {totals.map((total) => (
              <tr key={total.coin} data-testid={`income-total-${total.coin}`}>
                <th scope="row">{total.coin}</th>
                <td>
                  <MaskedAmount value={total.today} hidden={vm.hidden} />
                </td>
                <td>
                  <MaskedAmount value={total.total} hidden={vm.hidden} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});

/**
 * The income record: totals, the chart of the last 30 days, then the income records by day, paged with
 * infinite scroll.
 */
const IncomeScreen = observer(function IncomeScreen() {
  const vm = useViewModel(IncomeVm, { active: usePageActive() });
  const list = vm.list;
  return (
    <PullRefresh onRefresh={vm.refresh}>
      <div className="screen-body">
        {list.firstLoad ? (
          <SkeletonList rows={3} lines={3} />
        ) : list.failedEmpty ? (
          <ErrorState error={list.error} failure="load" onRetry={() => void vm.refresh()} />
        ) : (
          <>
            <ErrorLine error={list.error} failure="load" />
            <IncomeTotals vm={vm} />
            <IncomeChartCard chart={vm.chart} hidden={vm.hidden} />
            {list.empty ? (
              <EmptyState messageId="funds.income.empty" />
            ) : (
              <>
                <RecordDays days={vm.days} />
                <LoadMore hasMore={list.hasMore} loading={list.loading} onLoadMore={vm.loadMore} />
              </>
            )}
          </>
        )}
      </div>
    </PullRefresh>
  );
});

export default IncomeScreen;
