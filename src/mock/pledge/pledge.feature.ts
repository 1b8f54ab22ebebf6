import Decimal from 'decimal.js';
import { valueInU } from '../../domain/pledge/pledge-schedule';
import type { MockFeature } from '../core/mock-feature';
import type { ProviderStateContext } from '../core/provider-states';
import { ledgerFor } from '../funds/funds-ledger';
import { NADI_PRICE } from '../home/home.handlers';
import { PLEDGE_HANDLERS } from './pledge.handlers';
import { PLEDGE_SLICE } from './pledge.state';
import { settlePledges } from './pledge-clock';
import { openPosition, redeemPosition } from './pledge-positions';
import { productNow } from './pledge-products';
import { PLEDGE_SETTINGS_PART } from './pledge-settings';

/** The product of the provider state's positions: 101, redeemed at the end or earlier with a penalty. */
export const PACT_SAVINGS_PRODUCT = 101;
/** The request id the redeemed position of 'the user has savings' was redeemed with. */
export const PACT_REDEEM_REQUEST_ID = 'pact-redeem-0001';

/** A position in the provider state's product, saved `daysAgo` savings days before now. */
const savedBefore = (ctx: ProviderStateContext, amount: string, daysAgo: number, requestId: string) => {
  const product = productNow(ctx.state, ctx.env, PACT_SAVINGS_PRODUCT);
  if (!product) throw new Error(`no savings product ${PACT_SAVINGS_PRODUCT}`);
  const value = new Decimal(amount);
  const at = ctx.now - daysAgo * product.terms.dayMs;
  const fields = { userId: ctx.user.id, product, amount: value, requestId };
  return openPosition(ctx.state, { ...fields, amountU: valueInU(value, new Decimal(NADI_PRICE)) }, at);
};

/**
 * Savings: products 101-105 (joint) and 201-202 (node) at the home NADI price, positions in the funds
 * ledger's fund account (pledge-clock.ts pays their releases; the funds feature settles them too).
 */
export const PLEDGE_FEATURE: MockFeature = {
  name: 'pledge',
  handlers: PLEDGE_HANDLERS,
  slice: PLEDGE_SLICE,
  settings: PLEDGE_SETTINGS_PART,
  providerStates: [
    {
      // 101 is a 30-day term with a release every 10 days: 11 days in, one release is paid and early
      // redemption is still possible; 31 days in, the term is over and the principal waits to be redeemed.
      name: 'the user has savings',
      apply: (ctx) => {
        ledgerFor(ctx.state, ctx.user.id, ctx.now);
        const active = savedBefore(ctx, '2000', 11, 'pact-save-active');
        const matured = savedBefore(ctx, '1500', 31, 'pact-save-matured');
        const redeemed = savedBefore(ctx, '1300', 40, 'pact-save-redeemed');
        const redeemedAt = redeemed.buyTime + 31 * redeemed.dayMs;
        const done = redeemPosition(ctx.state, redeemed, false, PACT_REDEEM_REQUEST_ID, redeemedAt);
        if (!done.ok) throw new Error(`the savings state could not redeem: ${done.msg}`);
        settlePledges(ctx.state, ctx.now, ctx.user.id);
        return { position_id: active.id, matured_position_id: matured.id, redeemed_position_id: redeemed.id };
      },
    },
  ],
};
