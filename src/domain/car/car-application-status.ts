import { type Unknown, wireEnum } from '../shared/wire-enum';

/** Car application states; codes are ours (proposed). */
export const CAR_APPLICATION_CODES = { pending: 1, approved: 2, rejected: 3 } as const;
export type CarApplicationStatus = keyof typeof CAR_APPLICATION_CODES;
export const carApplicationStatuses = wireEnum('carApplication', CAR_APPLICATION_CODES);
export const parseCarApplicationStatus = carApplicationStatuses.parse;

/** Only a rejected application is sent again (corrected); a pending or approved one stands. */
export const canResubmit = (status: CarApplicationStatus | Unknown): boolean => status === 'rejected';

/**
 * Whether the user may apply for a car given their applications for it: not while one is pending or
 * approved (a rejected one is resubmitted rather than doubled).
 */
export const canApplyFor = (statuses: readonly (CarApplicationStatus | Unknown)[]): boolean =>
  !statuses.some((s) => s === 'pending' || s === 'approved');
