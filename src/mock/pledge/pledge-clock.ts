import Decimal from 'decimal.js';
import { POSITION_STATUS_CODES } from '../../domain/pledge/pledge';
import { PLEDGE_RELEASE_CODES } from '../../domain/pledge/pledge-release-status';
import { releasesDue } from '../../domain/pledge/pledge-schedule';
import { addAmounts } from '../../domain/shared/money';
import type { MockState } from '../core/mock-state';
import { ledgerOf, money } from '../funds/funds-ledger';
import { allPositions, type MockPledgePosition, nextPledgeId } from './pledge.state';
import { calendarOf } from './pledge-products';

/**
 * What moves on the savings clock: every release of a position's calendar (the domain's releaseCalendar, so
 * the mock pays exactly what the app shows) is paid into the fund account once its time has come, dated at
 * that time: the period's income ("savings income", 12) and, for a `release` product, its share of the
 * principal ("released savings income", 18). After the last one a `release` position is completed and a
 * `redeem` position matured (its principal waits for the person to redeem it). Nothing runs on a timer
 * here: the savings calls settle the user's positions, and the funds feature settles every ledger's on each
 * wallet call and on the Node server's tick (funds-advance.ts), so the balance and the money log show the
 * releases even when no savings screen is open.
 */

const S = POSITION_STATUS_CODES;
const iso = (ms: number) => new Date(ms).toISOString();

/** The fund records' reference to a position. */
export const positionRef = (position: MockPledgePosition): string => `pledge#${position.id}`;

/** Pays the releases of one position that are due by `now`. */
export function settlePosition(state: MockState, position: MockPledgePosition, now: number): void {
  if (position.status !== S.active) return;
  const ledger = ledgerOf(state, position.userId, now);
  if (!ledger) return;
  const rows = calendarOf(position);
  const due = releasesDue(rows, new Date(now)).length;
  for (const row of rows.slice(position.paid, due)) {
    const at = row.time.getTime();
    if (row.income.gt(0)) {
      ledger.move('fund', 'NADI', money(row.income), 'savingsIncome', positionRef(position), at);
      position.income = addAmounts(new Decimal(position.income), row.income).toFixed();
      position.incomes.push({ id: nextPledgeId(state), amount: row.income.toFixed(), time: iso(at) });
    }
    if (position.returns === 'release' && row.principal.gt(0)) {
      ledger.move('fund', 'NADI', money(row.principal), 'releasedSavingsIncome', positionRef(position), at);
      position.returned = addAmounts(new Decimal(position.returned), row.principal).toFixed();
      const record = position.releases.find((r) => r.index === row.index);
      if (record) record.status = PLEDGE_RELEASE_CODES.redeemed;
    }
    position.paid = row.index;
  }
  if (rows.length > 0 && position.paid >= rows.length) {
    position.status = position.returns === 'release' ? S.completed : S.matured;
  }
}

/** Settles every position (or the user's) up to `now`. */
export function settlePledges(state: MockState, now: number, userId?: number): void {
  for (const position of allPositions(state)) {
    if (userId === undefined || position.userId === userId) settlePosition(state, position, now);
  }
}
