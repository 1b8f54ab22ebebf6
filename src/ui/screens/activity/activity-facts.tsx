import type Decimal from 'decimal.js';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActivityCountdown, ActivityPeriod, ActivityStatus } from '../../../domain/activity/activity';
import { activityStatuses } from '../../../domain/activity/activity';
import type { Bcp47Tag } from '../../../domain/language/language';
import { padPart } from '../../../domain/shared/countdown';
import { formatDateTime } from '../../../domain/shared/date-format';
import type { Token } from '../../../domain/shared/token';
import type { Unknown } from '../../../domain/shared/wire-enum';
import { Amount } from '../../shared/components/amount';

/** An activity's facts as the list, the detail and the ranking show them: countdown, status, dates, prize. */

/** "Starts in 2 days 04:05:06" / "Ends in 03:02:01". */
export function CountdownLine({ countdown }: { countdown: ActivityCountdown }) {
  const { days, hours, minutes, seconds } = countdown.left;
  const clock = `${padPart(hours)}:${padPart(minutes)}:${padPart(seconds)}`;
  return (
    <span className="activity-countdown" data-testid="activity-countdown" role="timer">
      <FormattedMessage
        id={countdown.to === 'start' ? 'activity.countdown.toStart' : 'activity.countdown.toEnd'}
        values={{ days, clock }}
      />
    </span>
  );
}

export function StatusBadge({ status }: { status: ActivityStatus }) {
  return (
    <span className={`badge activity-status ${status}`} data-testid="activity-status">
      <FormattedMessage id={activityStatuses.messageId(status)} />
    </span>
  );
}

export function PeriodLine({ period }: { period: ActivityPeriod }) {
  const tag = useIntl().locale as Bcp47Tag;
  return (
    <span className="muted activity-period">
      {formatDateTime(period.startsAt, tag)} – {formatDateTime(period.endsAt, tag)}
    </span>
  );
}

/** A unit the server named; an unknown one is left out rather than shown as a code. */
export const unitOf = (unit: Token | Unknown): string | undefined => (unit === 'unknown' ? undefined : unit);

export function Prize({ value, unit }: { value: Decimal; unit: Token | Unknown }) {
  const shown = unitOf(unit);
  return shown ? <Amount value={value} unit={shown} /> : <Amount value={value} />;
}
