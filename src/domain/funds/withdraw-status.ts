import { type EnumMessageId, type Unknown, wireEnum } from '../shared/wire-enum';

/** Withdrawal states with the spec's codes 0-3 (section 4). */
export const WITHDRAW_STATUS_CODES = { processing: 0, confirming: 1, completed: 2, failed: 3 } as const;
export type WithdrawStatus = keyof typeof WITHDRAW_STATUS_CODES;

/**
 * The spec words the same four codes two ways: as chain progress (on-chain in progress, block confirming,
 * completed, failed) and, in other languages, as a review (awaiting review, awaiting approval, approved,
 * rejected). Both sets of message ids exist; a screen (or a locale) picks one wording.
 */
export const withdrawStatuses = wireEnum('withdrawStatus', WITHDRAW_STATUS_CODES);
export const withdrawReviewStatuses = wireEnum('withdrawReview', WITHDRAW_STATUS_CODES);
export const parseWithdrawStatus = withdrawStatuses.parse;

export const WITHDRAW_WORDINGS = ['chain', 'review'] as const;
export type WithdrawWording = (typeof WITHDRAW_WORDINGS)[number];

/** Message id of a status in one wording. */
export const withdrawStatusMessageId = (
  status: WithdrawStatus | Unknown,
  wording: WithdrawWording,
): EnumMessageId =>
  wording === 'chain' ? withdrawStatuses.messageId(status) : withdrawReviewStatuses.messageId(status);

/** Both message ids of a status. */
export const withdrawStatusMessageIds = (
  status: WithdrawStatus | Unknown,
): { readonly chain: EnumMessageId; readonly review: EnumMessageId } => ({
  chain: withdrawStatuses.messageId(status),
  review: withdrawReviewStatuses.messageId(status),
});

/** Whether the withdrawal can still change (the list keeps polling it). */
export const isWithdrawPending = (status: WithdrawStatus | Unknown): boolean =>
  status === 'processing' || status === 'confirming';
