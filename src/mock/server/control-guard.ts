import { randomBytes, timingSafeEqual } from 'node:crypto';
import { CONTROL_PREFIX } from '../core/control';

/** The header that carries the control API's secret on the Node server. */
export const CONTROL_SECRET_HEADER = 'x-mock-secret';

/** A fresh secret for one run of the server (32 hex characters). */
export const newControlSecret = (): string => randomBytes(16).toString('hex');

/** Whether a path (with or without a query) is the control API's. */
export const isControlPath = (path: string): boolean => {
  const { pathname } = new URL(path, 'http://mock.invalid');
  return pathname === CONTROL_PREFIX.slice(0, -1) || pathname.startsWith(CONTROL_PREFIX);
};

/**
 * Whether a control call carries the run's secret. The control API resets the world, arms faults and
 * sets balances: a web page the tester happens to visit could call it on 127.0.0.1 (it cannot read the
 * answer without CORS, but a POST needs no answer to do harm). A custom header cannot be sent cross-site
 * without a CORS preflight, which the control API never allows, and the page cannot know the secret.
 */
export const hasControlSecret = (headers: Readonly<Record<string, string>>, secret: string): boolean => {
  const given = Buffer.from(headers[CONTROL_SECRET_HEADER] ?? '', 'utf8');
  const expected = Buffer.from(secret, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
};
