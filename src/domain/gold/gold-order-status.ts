import { type Unknown, wireEnum } from '../shared/wire-enum';

/**
 * Gold order states (spec section 4: to ship, to receive, completed; a cancelled one too), and to pay: an
 * order made and not paid yet, listed so that the person finds it and pays it. Codes are ours.
 */
export const GOLD_ORDER_STATUS_CODES = {
  toPay: 0,
  toShip: 1,
  toReceive: 2,
  completed: 3,
  cancelled: 4,
} as const;
export type GoldOrderStatus = keyof typeof GOLD_ORDER_STATUS_CODES;
export const goldOrderStatuses = wireEnum('goldOrderStatus', GOLD_ORDER_STATUS_CODES);
export const parseGoldOrderStatus = goldOrderStatuses.parse;

/**
 * The order list tabs, as the mall's (spec section 2) with to pay first; each but 'all' lists the status of
 * the same code ('all' sends none).
 */
export const GOLD_ORDER_TAB_CODES = { all: 'all', toPay: 0, toShip: 1, toReceive: 2, completed: 3 } as const;
export type GoldOrderTab = keyof typeof GOLD_ORDER_TAB_CODES;
export const goldOrderTabs = wireEnum('goldOrderTab', GOLD_ORDER_TAB_CODES);

/** The status a tab lists, or null for 'all' (no filter is sent). */
export const goldTabStatus = (tab: GoldOrderTab): GoldOrderStatus | null => (tab === 'all' ? null : tab);

/** Only a shipped order can be confirmed as received. */
export const canConfirmGoldReceipt = (status: GoldOrderStatus | Unknown): boolean => status === 'toReceive';

/** Only an order not shipped yet can be cancelled (its payment goes back to the balance). */
export const canCancelGoldOrder = (status: GoldOrderStatus | Unknown): boolean => status === 'toShip';

/** Only an order not paid yet is paid (in the payment sheet of the orders to pay). */
export const canPayGoldOrder = (status: GoldOrderStatus | Unknown): boolean => status === 'toPay';
