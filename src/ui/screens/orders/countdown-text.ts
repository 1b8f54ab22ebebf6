import { type Countdown, padPart } from '../../../domain/shared/countdown';

/** A countdown as the lists show it: mm:ss, with hours (h:mm:ss) and days (d h:mm:ss) when there are some. */
export function countdownText(countdown: Countdown): string {
  const { days, hours, minutes, seconds } = countdown;
  const clock = `${padPart(minutes)}:${padPart(seconds)}`;
  if (days > 0) return `${days}d ${padPart(hours)}:${clock}`;
  return hours > 0 ? `${hours}:${clock}` : clock;
}
