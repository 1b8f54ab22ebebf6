import { injectable } from 'inversify';
import type { Clock } from '../../application/shared/clock.port';

/** The real clock. */
@injectable()
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}
