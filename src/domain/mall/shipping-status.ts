import { type Unknown, wireEnum } from '../shared/wire-enum';

/** Mall and gold-shop order states (spec section 4). Codes are ours (proposed). */
export const SHIPPING_STATUS_CODES = { toShip: 1, toReceive: 2, completed: 3 } as const;
export type ShippingStatus = keyof typeof SHIPPING_STATUS_CODES;
export const shippingStatuses = wireEnum('shippingStatus', SHIPPING_STATUS_CODES);
export const parseShippingStatus = shippingStatuses.parse;

/** The mall order list tabs, in screen order; each tab but 'all' filters by the status of the same code. */
export const MALL_ORDER_TAB_CODES = { all: 0, toShip: 1, toReceive: 2, completed: 3 } as const;
export type MallOrderTab = keyof typeof MALL_ORDER_TAB_CODES;
export const mallOrderTabs = wireEnum('mallOrderTab', MALL_ORDER_TAB_CODES);

/** The status a tab lists, or null for 'all' (no filter is sent). */
export const tabStatus = (tab: MallOrderTab): ShippingStatus | null => (tab === 'all' ? null : tab);

/** Only a shipped order can be confirmed as received. */
export const canConfirmReceipt = (status: ShippingStatus | Unknown): boolean => status === 'toReceive';

/** The state confirming receipt moves a shipped order to, or null when confirming is not allowed. */
export const statusAfterReceipt = (status: ShippingStatus | Unknown): ShippingStatus | null =>
  canConfirmReceipt(status) ? 'completed' : null;
