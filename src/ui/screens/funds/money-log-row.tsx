import { FormattedMessage, useIntl } from 'react-intl';
import { accountKinds } from '../../../domain/funds/account-kind';
import { fundRecordTypes } from '../../../domain/funds/fund-record-type';
import type { MoneyRecord } from '../../../domain/funds/funds';
import type { DayGroup } from '../../../domain/funds/record-days';
import type { Bcp47Tag } from '../../../domain/language/language';
import { formatDate, formatTime, isoOrEmpty } from '../../../domain/shared/date-format';
import { OwnFigure } from '../../shared/components/amount';

/**
 * One money-log line: the record type in words, the time and the account, and the amount signed and
 * coloured (money in green-up, money out red-down, following the up/down colour setting).
 */
export function MoneyRecordRow({ record }: { record: MoneyRecord }) {
  const intl = useIntl();
  const out = record.amount.isNegative();
  return (
    <li className="money-row" data-testid="money-record" data-type={record.type}>
      <span className="money-row-main">
        <strong>
          <FormattedMessage id={fundRecordTypes.messageId(record.type)} />
        </strong>
        <span className="muted small">
          <time dateTime={isoOrEmpty(record.createdAt)}>
            {formatTime(record.createdAt, intl.locale as Bcp47Tag)}
          </time>
          {' · '}
          <FormattedMessage id={accountKinds.messageId(record.account)} />
        </span>
      </span>
      <span className={`amount money-amount ${out ? 'money-out' : 'money-in'}`} data-testid="money-amount">
        {out ? '-' : '+'}
        <OwnFigure value={record.amount.abs()} />
        <span className="unit"> {record.coin}</span>
      </span>
    </li>
  );
}

/** Records grouped by day, each day under its date. */
export function RecordDays({ days }: { days: readonly DayGroup<MoneyRecord>[] }) {
  const intl = useIntl();
  return (
    <>
      {days.map((day) => (
        <section
          key={day.day}
          className="money-day"
          aria-label={formatDate(day.date, intl.locale as Bcp47Tag)}
        >
          <h2 className="money-day-title muted small">{formatDate(day.date, intl.locale as Bcp47Tag)}</h2>
          <ul className="money-list card">
            {day.items.map((record) => (
              <MoneyRecordRow key={record.id} record={record} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
