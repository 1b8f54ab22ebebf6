import { wireEnum } from '../shared/wire-enum';

/**
 * Release records (spec section 4): waiting for release, redeemed (paid out, by schedule or by the person's
 * redemption). Codes are ours (proposed).
 */
export const PLEDGE_RELEASE_CODES = { waiting: 1, redeemed: 2 } as const;
export type PledgeReleaseStatus = keyof typeof PLEDGE_RELEASE_CODES;
export const pledgeReleaseStatuses = wireEnum('pledgeRelease', PLEDGE_RELEASE_CODES);
export const parsePledgeReleaseStatus = pledgeReleaseStatuses.parse;
