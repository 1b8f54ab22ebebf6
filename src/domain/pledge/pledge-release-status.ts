import { wireEnum } from '../shared/wire-enum';

/** Savings release records (spec section 4). Codes are ours (proposed). */
export const PLEDGE_RELEASE_CODES = { waiting: 1, redeemed: 2 } as const;
export type PledgeReleaseStatus = keyof typeof PLEDGE_RELEASE_CODES;
export const pledgeReleaseStatuses = wireEnum('pledgeRelease', PLEDGE_RELEASE_CODES);
export const parsePledgeReleaseStatus = pledgeReleaseStatuses.parse;
