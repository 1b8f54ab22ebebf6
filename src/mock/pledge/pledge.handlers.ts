import Decimal from 'decimal.js';
import {
  PLEDGE_CODES,
  pledgeIncomeLog,
  pledgePositions,
  pledgeProductDetail,
  pledgeProductList,
  pledgeRedeem,
  pledgeReleaseLog,
  pledgeSave,
} from '../../adapters/api/catalogue/pledge.schema';
import { PLEDGE_KIND_CODES } from '../../domain/pledge/pledge';
import { productStatus, valueInU } from '../../domain/pledge/pledge-schedule';
import { multiplyAmounts, subtractAmounts, sumAmounts } from '../../domain/shared/money';
import { fail, type Implementation, implementAuthed, ok } from '../core/handler';
import type { MockState } from '../core/mock-state';
import { pageAnswer } from '../core/paging';
import { ledgerFor, moneyText } from '../funds/funds-ledger';
import { NADI_PRICE } from '../home/home.handlers';
import { positionsOf } from './pledge.state';
import { settlePledges } from './pledge-clock';
import { openPosition, redeemPosition } from './pledge-positions';
import { productNow, productsNow } from './pledge-products';
import { incomeWireOf, positionWireOf, productWireOf, releaseTotals, releaseWireOf } from './pledge-wire';

const C = PLEDGE_CODES;
const price = () => new Decimal(NADI_PRICE);

/** The user's fund NADI after paying what the savings clock owes them. */
const fundNadi = (state: MockState, userId: number, now: number): Decimal => {
  settlePledges(state, now, userId);
  return ledgerFor(state, userId, now).available('fund', 'NADI');
};

/** The user's position, settled up to now; undefined for an unknown id or someone else's. */
const ownPosition = (state: MockState, userId: number, id: number, now: number) => {
  settlePledges(state, now, userId);
  return positionsOf(state, userId).find((p) => p.id === id);
};

const productNotFound = () => fail(C.notFound, 'product not found');
const positionNotFound = () => fail(C.notFound, 'position not found');

/**
 * The savings calls (`pledge/*`): products at the home NADI price, saving from the fund account's NADI,
 * "my savings" with their releases and income (paid on the savings clock, pledge-clock.ts) and redemption
 * (pledge-positions.ts). Save and redeem answer the first result again for the same request id.
 */
export const PLEDGE_HANDLERS: readonly Implementation[] = [
  implementAuthed(pledgeProductList, ({ input, state, env }) => {
    const now = env.now();
    const list = productsNow(state, env).filter((p) => PLEDGE_KIND_CODES[p.seed.kind] === input.kind);
    return ok({ list: list.map((p) => productWireOf(p, now)), nadi_price: NADI_PRICE });
  }),

  implementAuthed(pledgeProductDetail, ({ input, user, state, env }) => {
    const now = env.now();
    const product = productNow(state, env, input.id);
    if (!product) return productNotFound();
    const balance = fundNadi(state, user.id, now);
    return ok({ product: productWireOf(product, now), nadi_price: NADI_PRICE, balance: moneyText(balance) });
  }),

  // Checked in the order the helpers agreed: product, sale window, minimum, balance, pool.
  implementAuthed(pledgeSave, ({ input, user, state, env }) => {
    const now = env.now();
    const same = positionsOf(state, user.id).find((p) => p.requestId === input.request_id);
    if (same) {
      settlePledges(state, now, user.id);
      return ok(positionWireOf(same));
    }
    const product = productNow(state, env, input.product_id);
    if (!product) return productNotFound();
    const status = productStatus(product, new Date(now));
    if (status === 'upcoming') return fail(C.productNotStarted, 'the sale has not started');
    if (status === 'ended') return fail(C.productEnded, 'the sale has ended');
    const amount = new Decimal(input.amount);
    const minimum = product.seed.minPledge;
    if (multiplyAmounts(amount, price()).lt(minimum)) {
      return fail(C.belowMinimum, `below the minimum of ${minimum} U`, { minimum });
    }
    const current = fundNadi(state, user.id, now);
    if (amount.gt(current)) {
      return fail(C.insufficientBalance, 'insufficient balance', {
        current: moneyText(current),
        required: amount.toFixed(),
      });
    }
    const amountU = valueInU(amount, price());
    const remaining = subtractAmounts(product.pledgePool.total, product.pledgePool.filled);
    if (amountU.gt(remaining)) {
      return fail(C.productFull, 'the pledge pool is full', {
        remaining: Decimal.max(remaining, 0).toFixed(),
      });
    }
    const requestId = input.request_id;
    const position = openPosition(state, { userId: user.id, product, amount, amountU, requestId }, now);
    return ok(positionWireOf(position));
  }),

  implementAuthed(pledgePositions, ({ input, user, state, env }) => {
    settlePledges(state, env.now(), user.id);
    return pageAnswer(positionsOf(state, user.id).map(positionWireOf), input.page, input.page_size);
  }),

  implementAuthed(pledgeReleaseLog, ({ input, user, state, env }) => {
    const position = ownPosition(state, user.id, input.position_id, env.now());
    if (!position) return positionNotFound();
    const inOrder = [...position.releases].sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id);
    const page = pageAnswer(inOrder.map(releaseWireOf), input.page, input.page_size);
    if (!page.ok) return page;
    return ok({ ...page.data, position: positionWireOf(position), ...releaseTotals(position) });
  }),

  implementAuthed(pledgeIncomeLog, ({ input, user, state, env }) => {
    const position = ownPosition(state, user.id, input.position_id, env.now());
    if (!position) return positionNotFound();
    const newest = [...position.incomes].sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id);
    const page = pageAnswer(newest.map(incomeWireOf), input.page, input.page_size);
    if (!page.ok) return page;
    const total = sumAmounts(position.incomes.map((i) => new Decimal(i.amount)));
    return ok({ ...page.data, total_income: total.toFixed() });
  }),

  implementAuthed(pledgeRedeem, ({ input, user, state, env }) => {
    const now = env.now();
    const position = ownPosition(state, user.id, input.position_id, now);
    if (!position) return positionNotFound();
    const result = redeemPosition(state, position, input.early === 1, input.request_id, now);
    return result.ok ? ok(positionWireOf(result.data)) : result;
  }),
];
