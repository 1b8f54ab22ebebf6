import { wireEnum } from '../shared/wire-enum';

/**
 * The user's accounts (spec section 3): transfers move funds between the fund and the trade account; the
 * destroy quota pays for destroy mining. Codes are ours (proposed).
 */
export const ACCOUNT_KIND_CODES = { fund: 1, trade: 2, destroyQuota: 3 } as const;
export type AccountKind = keyof typeof ACCOUNT_KIND_CODES;
export const accountKinds = wireEnum('accountKind', ACCOUNT_KIND_CODES);
export const parseAccountKind = accountKinds.parse;

/** The account a transfer from `from` goes to: fund ↔ trade; the destroy quota cannot be transferred. */
export function transferTarget(from: AccountKind): AccountKind | null {
  if (from === 'fund') return 'trade';
  if (from === 'trade') return 'fund';
  return null;
}
