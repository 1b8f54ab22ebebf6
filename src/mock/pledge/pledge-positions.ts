import Decimal from 'decimal.js';
import { PLEDGE_CODES } from '../../adapters/api/catalogue/pledge.schema';
import { POSITION_STATUS_CODES } from '../../domain/pledge/pledge';
import { PLEDGE_RELEASE_CODES } from '../../domain/pledge/pledge-release-status';
import { simulateEarlyRedemption } from '../../domain/pledge/pledge-schedule';
import { addAmounts, divideAmounts, subtractAmounts } from '../../domain/shared/money';
import { fail, type HandlerResult, ok } from '../core/handler';
import type { MockState } from '../core/mock-state';
import { ledgerFor, money } from '../funds/funds-ledger';
import { allPositions, type MockPledgePosition, nextPledgeId } from './pledge.state';
import { positionRef, settlePosition } from './pledge-clock';
import { calendarOf, domainTerms, type MockProduct } from './pledge-products';

const S = POSITION_STATUS_CODES;
const R = PLEDGE_RELEASE_CODES;
const iso = (ms: number) => new Date(ms).toISOString();

/** The share of the principal `part` is, at 6 decimals (a release record's rate). */
const shareOf = (part: Decimal, whole: Decimal): string =>
  (divideAmounts(part, whole) ?? new Decimal(0)).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed();

/**
 * Saves `amount` NADI of the user's fund account in a product (the caller checked the rules): a "balance
 * savings" record takes it, and the position's principal releases are written from its calendar, waiting.
 */
export function openPosition(
  state: MockState,
  fields: { userId: number; product: MockProduct; amount: Decimal; amountU: Decimal; requestId: string },
  now: number,
): MockPledgePosition {
  const { userId, product, amount, amountU, requestId } = fields;
  const position: MockPledgePosition = {
    id: nextPledgeId(state),
    userId,
    productId: product.seed.id,
    requestId,
    ...product.terms,
    amount: amount.toFixed(),
    amountU: amountU.toFixed(),
    buyTime: now,
    paid: 0,
    returned: '0',
    income: '0',
    status: S.active,
    redeemRequestId: null,
    redeemedAt: null,
    releases: [],
    incomes: [],
  };
  for (const row of calendarOf(position).filter((r) => r.principal.gt(0))) {
    position.releases.push({
      id: nextPledgeId(state),
      index: row.index,
      amount: row.principal.toFixed(),
      time: iso(row.time.getTime()),
      rate: shareOf(row.principal, amount),
      status: R.waiting,
    });
  }
  ledgerFor(state, userId, now).move(
    'fund',
    'NADI',
    amount.negated(),
    'balanceSavings',
    positionRef(position),
    now,
  );
  allPositions(state).push(position);
  return position;
}

/** Pays `paid` NADI of principal back with a "savings redemption" record and closes the position. */
const closeRedeemed = (
  state: MockState,
  position: MockPledgePosition,
  paid: Decimal,
  requestId: string,
  now: number,
): void => {
  if (paid.gt(0)) {
    ledgerFor(state, position.userId, now).move(
      'fund',
      'NADI',
      money(paid),
      'savingsRedemption',
      positionRef(position),
      now,
    );
  }
  position.returned = addAmounts(new Decimal(position.returned), paid).toFixed();
  position.status = S.redeemed;
  position.redeemRequestId = requestId;
  position.redeemedAt = now;
};

/**
 * Redeems a position the user holds: the same request id answers the position again; a redeemed or
 * completed one is refused (4604). From the end date the whole locked principal comes back (the waiting
 * release record redeemed); before it only with `early` and a product that allows it (4605 otherwise), the
 * locked principal less the domain simulator's penalty, the records still waiting replaced by one of what
 * came back, the income not yet released forfeited.
 */
export function redeemPosition(
  state: MockState,
  position: MockPledgePosition,
  early: boolean,
  requestId: string,
  now: number,
): HandlerResult<MockPledgePosition> {
  if (position.redeemRequestId === requestId) return ok(position);
  settlePosition(state, position, now);
  if (position.status === S.redeemed || position.status === S.completed) {
    return fail(PLEDGE_CODES.alreadyRedeemed, 'already redeemed');
  }
  if (position.status === S.matured) {
    const locked = subtractAmounts(new Decimal(position.amount), new Decimal(position.returned));
    for (const record of position.releases.filter((r) => r.status === R.waiting)) {
      record.status = R.redeemed;
      record.time = iso(now);
    }
    closeRedeemed(state, position, locked, requestId, now);
    return ok(position);
  }
  const simulated = early
    ? simulateEarlyRedemption(
        domainTerms(position),
        new Decimal(position.amount),
        new Date(position.buyTime),
        new Date(now),
      )
    : null;
  if (!simulated) return fail(PLEDGE_CODES.notMatured, 'not matured: early redemption not accepted');
  position.releases = position.releases.filter((r) => r.status !== R.waiting);
  position.releases.push({
    id: nextPledgeId(state),
    index: 0,
    amount: simulated.returned.toFixed(),
    time: iso(now),
    rate: shareOf(simulated.returned, new Decimal(position.amount)),
    status: R.redeemed,
  });
  closeRedeemed(state, position, simulated.returned, requestId, now);
  return ok(position);
}
