import { wireEnum } from '../shared/wire-enum';

/** Release records of gold and car orders (spec section 4). Codes are ours (proposed). */
export const GOLD_RELEASE_CODES = { releasing: 1, completed: 2 } as const;
export type GoldReleaseStatus = keyof typeof GOLD_RELEASE_CODES;
export const goldReleaseStatuses = wireEnum('goldRelease', GOLD_RELEASE_CODES);
export const parseGoldReleaseStatus = goldReleaseStatuses.parse;
