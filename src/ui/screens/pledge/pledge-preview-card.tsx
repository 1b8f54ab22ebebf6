import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Bcp47Tag } from '../../../domain/language/language';
import { formatDate, formatDateTime, formatTime } from '../../../domain/shared/date-format';
import { formatAmount } from '../../../domain/shared/money-format';
import type { PledgeDetailVm } from './pledge-detail.vm';
import type { PledgePreview } from './pledge-preview';

const nadi = (value: Parameters<typeof formatAmount>[0]) => (
  <span className="amount">
    {formatAmount(value)} <span className="unit">NADI</span>
  </span>
);

/** Daily and monthly income, income at maturity, the end date. */
export function PreviewFacts({ preview }: { preview: PledgePreview }) {
  const intl = useIntl();
  const row = (id: string, value: ReactNode, testId: string) => (
    <div>
      <dt>
        <FormattedMessage id={id} />
      </dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <dl className="facts pledge-facts">
      {row('pledge.detail.daily', nadi(preview.daily), 'pledge-daily')}
      {row('pledge.detail.monthly', nadi(preview.monthly), 'pledge-monthly')}
      {row('pledge.detail.atMaturity', nadi(preview.atMaturity), 'pledge-at-maturity')}
      {row(
        'pledge.detail.endDate',
        formatDateTime(preview.endDate, intl.locale as Bcp47Tag),
        'pledge-end-date',
      )}
    </dl>
  );
}

/** The release calendar: every release with its date, amount and the running total. */
export function ReleaseCalendar({ preview }: { preview: PledgePreview }) {
  const intl = useIntl();
  const tag = intl.locale as Bcp47Tag;
  return (
    <div className="pledge-table-wrap">
      <table className="pledge-table" data-testid="pledge-calendar">
        <caption className="visually-hidden">
          <FormattedMessage id="pledge.detail.calendar" values={{ count: preview.calendar.length }} />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="pledge.detail.calendarDate" />
            </th>
            <th scope="col">
              <FormattedMessage id="pledge.detail.calendarAmount" />
            </th>
            <th scope="col">
              <FormattedMessage id="pledge.detail.calendarTotal" />
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.calendar.map((row) => (
            <tr key={row.index} data-testid="pledge-calendar-row">
              <td>
                {formatDate(row.time, tag)}
                {/* A short savings day (the demo's) puts several releases on one date: the time tells them apart. */}
                <span className="pledge-table-time">{formatTime(row.time, tag)}</span>
              </td>
              <td>{formatAmount(row.amount)}</td>
              <td>{formatAmount(row.runningTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The preview of the typed amount: what it brings and when. */
export const PreviewCard = observer(function PreviewCard({ vm }: { vm: PledgeDetailVm }) {
  const preview = vm.preview;
  if (!preview) return null;
  return (
    <section className="card pledge-card" data-testid="pledge-preview" aria-labelledby="pledge-preview-title">
      <h2 className="pledge-section-title" id="pledge-preview-title">
        <FormattedMessage id="pledge.detail.preview" values={{ amount: formatAmount(preview.amount) }} />
      </h2>
      <PreviewFacts preview={preview} />
      <h3 className="pledge-section-title small">
        <FormattedMessage id="pledge.detail.calendar" values={{ count: preview.calendar.length }} />
      </h3>
      <ReleaseCalendar preview={preview} />
    </section>
  );
});
