import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { accountKinds } from '../../../domain/funds/account-kind';
import { fundRecordTypes } from '../../../domain/funds/fund-record-type';
import type { MoneyRecord } from '../../../domain/funds/funds';
import type { DayGroup } from '../../../domain/funds/record-days';
import type { Bcp47Tag } from '../../../domain/language/language';
import { formatDate, formatTime, isoOrEmpty } from '../../../domain/shared/date-format';
import { OwnFigure } from '../../shared/components/amount';
import { VirtualList } from '../../shared/components/virtual-list';

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

/** Records of one day drawn as one piece of the windowed list; a long day is cut into several. */
interface DayChunk {
  readonly key: string;
  readonly date: Date;
  readonly first: boolean;
  readonly items: readonly MoneyRecord[];
}

/** At most this many records in one piece: what a piece near the view puts into the DOM. */
const CHUNK = 10;

function chunkDays(days: readonly DayGroup<MoneyRecord>[]): DayChunk[] {
  const chunks: DayChunk[] = [];
  for (const day of days) {
    for (let at = 0; at < day.items.length; at += CHUNK) {
      chunks.push({
        key: `${day.day}:${at}`,
        date: day.date,
        first: at === 0,
        items: day.items.slice(at, at + CHUNK),
      });
    }
  }
  return chunks;
}

/**
 * Records grouped by day, each day under its date, drawn in a window (only the days near the view are in
 * the DOM); a day with many records continues in pieces of ten under the same card.
 */
export function RecordDays({ days }: { days: readonly DayGroup<MoneyRecord>[] }) {
  const intl = useIntl();
  const chunks = useMemo(() => chunkDays(days), [days]);
  return (
    <VirtualList as="div" className="money-days" items={chunks} rowKey={(chunk) => chunk.key} estimate={420}>
      {(chunk) => {
        const date = formatDate(chunk.date, intl.locale as Bcp47Tag);
        return (
          <section className={chunk.first ? 'money-day' : 'money-day money-day-more'} aria-label={date}>
            {chunk.first && <h2 className="money-day-title muted small">{date}</h2>}
            <ul className="money-list card">
              {chunk.items.map((record) => (
                <MoneyRecordRow key={record.id} record={record} />
              ))}
            </ul>
          </section>
        );
      }}
    </VirtualList>
  );
}
