import './income-chart.css';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Bcp47Tag } from '../../../domain/language/language';
import { formatDate } from '../../../domain/shared/date-format';
import { formatAmount } from '../../../domain/shared/money-format';
import { ErrorLine } from '../../shared/components/states';
import { MaskedAmount } from './assets-amount';
import type { IncomeBar, IncomeChart } from './income-chart-state';

/** The drawing's size in its own units (the SVG scales to the card's width). */
const WIDTH = 300;
const HEIGHT = 96;
/** The smallest bar drawn for a day with income, so that a small day is still seen. */
const MIN_BAR = 2;

/** A day's words: its date and its income in the coin, or "no income" (figures masked when hidden). */
function useDayLabel(hidden: boolean) {
  const intl = useIntl();
  const hiddenWord = intl.formatMessage({ id: 'funds.assets.hiddenAmount' });
  return (bar: IncomeBar, coin: string) => {
    const date = formatDate(bar.day.date, intl.locale as Bcp47Tag);
    if (bar.value === null) return intl.formatMessage({ id: 'funds.income.chart.dayNone' }, { date });
    const amount = hidden ? hiddenWord : formatAmount(bar.value);
    return intl.formatMessage({ id: 'funds.income.chart.dayIncome' }, { date, amount, coin });
  };
}

/**
 * The last 30 days of income by day: an SVG bar chart of the app's own (no library; colours from the theme,
 * so it reads in both themes), one bar a day, oldest left. Tapping a day shows its figures below the chart.
 * The drawing is hidden from screen readers, which read the table behind it instead (every day and its
 * figure); a coin switch shows when income came in more than one coin.
 */
export const IncomeChartCard = observer(function IncomeChartCard({
  chart,
  hidden,
}: {
  chart: IncomeChart;
  hidden: boolean;
}) {
  const intl = useIntl();
  const titleId = useId();
  const dayLabel = useDayLabel(hidden);
  const days = chart.days;
  if (days.data === null) {
    return days.error === null ? null : <ErrorLine error={days.error} failure="load" />;
  }
  const coin = chart.coin;
  const bars = chart.bars;
  const step = WIDTH / Math.max(bars.length, 1);
  const selected = chart.selected;
  return (
    <section className="card income-chart" aria-labelledby={titleId} data-testid="income-chart">
      <div className="card-head">
        <h2 id={titleId}>
          <FormattedMessage id="funds.income.chart.title" />
        </h2>
      </div>
      {coin === null ? (
        <p className="muted">
          <FormattedMessage id="funds.income.chart.none" />
        </p>
      ) : (
        <>
          {chart.coins.length > 1 && (
            <fieldset className="income-chart-coins">
              <legend className="visually-hidden">
                <FormattedMessage id="funds.income.coin" />
              </legend>
              {chart.coins.map((c) => (
                <button
                  key={c}
                  type="button"
                  className="money-chip"
                  aria-pressed={c === coin}
                  onClick={() => chart.setCoin(c)}
                >
                  {c}
                </button>
              ))}
            </fieldset>
          )}
          <div className="income-chart-plot" aria-hidden="true">
            <svg
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              preserveAspectRatio="none"
              aria-hidden="true"
              focusable="false"
            >
              <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="income-chart-axis" />
              {bars.map((bar, i) => {
                const h = bar.height === 0 ? 0 : Math.max(MIN_BAR, bar.height * (HEIGHT - 4));
                return (
                  <rect
                    key={bar.day.day}
                    x={i * step + step * 0.15}
                    y={HEIGHT - h}
                    width={step * 0.7}
                    height={h}
                    className={bar.day.day === chart.selectedDay ? 'income-bar selected' : 'income-bar'}
                  />
                );
              })}
            </svg>
            {/* One tap surface over the bars (a day is chosen by where it is tapped): 30 buttons of a tenth of a
                finger each would be no touch target; the table behind the chart gives every day's figures. */}
            <button
              type="button"
              tabIndex={-1}
              className="income-chart-taps"
              onClick={(event) => {
                const day = (event.target as HTMLElement).closest<HTMLElement>('[data-day]')?.dataset.day;
                if (day) chart.selectDay(day);
              }}
            >
              {bars.map((bar) => (
                <span key={bar.day.day} data-day={bar.day.day} data-testid={`income-day-${bar.day.day}`} />
              ))}
            </button>
          </div>
          <p className="income-chart-figure" aria-live="polite" data-testid="income-day-figure">
            {selected ? (
              dayLabel(selected, coin)
            ) : (
              <span className="muted small">
                <FormattedMessage id="funds.income.chart.hint" />
              </span>
            )}
          </p>
          <table className="visually-hidden" data-testid="income-chart-table">
            <caption>{intl.formatMessage({ id: 'funds.income.chart.title' })}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="funds.income.chart.day" />
                </th>
                <th scope="col">
                  <FormattedMessage id="funds.income.chart.income" values={{ coin }} />
                </th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.day.day}>
                  <th scope="row">{formatDate(bar.day.date, intl.locale as Bcp47Tag)}</th>
                  <td>
                    <MaskedAmount value={bar.value} hidden={hidden} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
});
