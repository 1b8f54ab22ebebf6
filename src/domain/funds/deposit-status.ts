import { wireEnum } from '../shared/wire-enum';

/**
 * Deposit states (codes ours, proposed): detected on chain and counting confirmations, credited to the fund
 * account, or below the minimum deposit and so not credited.
 */
export const DEPOSIT_STATUS_CODES = { confirming: 0, credited: 1, belowMinimum: 2 } as const;
export type DepositStatus = keyof typeof DEPOSIT_STATUS_CODES;
export const depositStatuses = wireEnum('depositStatus', DEPOSIT_STATUS_CODES);
export const parseDepositStatus = depositStatuses.parse;
