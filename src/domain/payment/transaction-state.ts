import { localEnum } from '../shared/wire-enum';

/** An on-chain transaction as the app tracks it (spec section 4); client-side, members are their own codes. */
export const TRANSACTION_STATES = ['pending', 'submitted', 'confirmed', 'cancelledByUser'] as const;
export type TransactionState = (typeof TRANSACTION_STATES)[number];
export const transactionStates = localEnum('transactionState', TRANSACTION_STATES);

/** Whether the transaction has reached an end (confirmed, or cancelled in the wallet). */
export const isTransactionFinal = (state: TransactionState): boolean =>
  state === 'confirmed' || state === 'cancelledByUser';
