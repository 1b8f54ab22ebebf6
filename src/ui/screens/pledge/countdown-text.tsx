import { FormattedMessage } from 'react-intl';
import { type Countdown, padPart } from '../../../domain/shared/countdown';

/** Time left as "2 days 03:04:05" (the days in words, with their plural), never negative. */
export function CountdownText({ countdown }: { countdown: Countdown }) {
  const { days, hours, minutes, seconds } = countdown;
  const clock = `${padPart(hours)}:${padPart(minutes)}:${padPart(seconds)}`;
  return (
    <span className="countdown">
      <FormattedMessage id="pledge.common.countdown" values={{ days, clock }} />
    </span>
  );
}
