import * as z from 'zod/mini';
import { endpoint, flag, idParams, pageOf, pageParams, queryInt } from './endpoint';
import {
  PLEDGE_CODES,
  pledgeAmount,
  pledgeIncomeLogWire,
  pledgeOfferWire,
  pledgePositionWire,
  pledgeProductListWire,
  pledgeReleaseLogWire,
  pledgeRequestId,
} from './pledge-wire.schema';

export { PLEDGE_CODES };

/** The savings calls (`/api/v1/pledge/*`, all proposed); the shapes are in pledge-wire.schema.ts. */
const pledge = <Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  action: string,
  method: 'GET' | 'POST',
  summary: string,
  request: Req,
  response: Res,
) =>
  endpoint({
    id: `pledge.${action}`,
    proposed: ['request', 'response'],
    method,
    path: `/api/v1/pledge/${action}`,
    auth: true,
    origin: 'proposed',
    summary,
    request,
    response,
  });

const C = PLEDGE_CODES;
const positionPage = z.extend(pageParams, { position_id: queryInt });

export const pledgeProductList = pledge(
  'productList',
  'GET',
  'The savings products of a kind (1 joint, 2 node), in sale order, with the NADI price in U.',
  z.object({ kind: queryInt }),
  pledgeProductListWire,
);

export const pledgeProductDetail = pledge(
  'productDetail',
  'GET',
  "One product with the NADI price and the fund account's available NADI. Code 404 for an unknown product.",
  idParams,
  pledgeOfferWire,
);

export const pledgeSave = pledge(
  'save',
  'POST',
  'Saves an amount of NADI from the fund account in a product ("balance savings" record). The same ' +
    `request_id answers the same position. Codes: ${C.belowMinimum} worth less than the minimum (data ` +
    `{minimum} in U), ${C.insufficientBalance} more than the fund account holds (data {current, required} in ` +
    `NADI), ${C.productFull} the pledge pool cannot take it (data {remaining} in U), ${C.productEnded} sale ` +
    `ended, ${C.productNotStarted} sale not started, 404 unknown product.`,
  z.object({ product_id: z.number().check(z.int()), amount: pledgeAmount, request_id: pledgeRequestId }),
  pledgePositionWire,
);

export const pledgePositions = pledge(
  'positions',
  'GET',
  'The user\'s savings ("my savings"), newest first, each with what was returned and earned so far and ' +
    'its next release.',
  pageParams,
  pageOf(pledgePositionWire),
);

export const pledgeReleaseLog = pledge(
  'releaseLog',
  'GET',
  "A position's release records (principal: amount, time, release rate, waiting for release or redeemed), " +
    'in release order, with the position and the totals released and waiting. Code 404 for a position ' +
    'that is not the user’s.',
  positionPage,
  pledgeReleaseLogWire,
);

export const pledgeIncomeLog = pledge(
  'incomeLog',
  'GET',
  "A position's income records, newest first, with their total. Code 404 for a position that is not the user’s.",
  positionPage,
  pledgeIncomeLogWire,
);

export const pledgeRedeem = pledge(
  'redeem',
  'POST',
  'Redeems a position: from the end date its whole locked principal ("savings redemption" record); before ' +
    'it, where the product allows, the locked principal less the early-redemption penalty, the income not ' +
    'yet released forfeited. `early` 1 says the person saw and accepted the penalty; without it a redemption ' +
    `before the end date is refused. The same request_id answers the same redemption. Codes: ` +
    `${C.alreadyRedeemed} already redeemed or completed, ${C.notMatured} before the end date without early 1 ` +
    'or when the product refuses early redemption, 404 unknown position.',
  z.object({ position_id: z.number().check(z.int()), early: flag, request_id: pledgeRequestId }),
  pledgePositionWire,
);

export const PLEDGE_ENDPOINTS = [
  pledgeProductList,
  pledgeProductDetail,
  pledgeSave,
  pledgePositions,
  pledgeReleaseLog,
  pledgeIncomeLog,
  pledgeRedeem,
] as const;
