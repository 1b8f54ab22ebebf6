import { type Unknown, wireEnum } from '../shared/wire-enum';

/**
 * Order statuses (spec section 4). 'all' is only a list filter and never an order's own status. Codes are
 * ours (proposed); the list call sends the code as `status`, 0 meaning no filter.
 */
export const ORDER_STATUS_CODES = {
  all: 0,
  toPay: 1,
  inProgress: 2,
  completed: 3,
  cancelled: 4,
  paid: 5,
} as const;
export type OrderStatus = keyof typeof ORDER_STATUS_CODES;
export const orderStatuses = wireEnum('orderStatus', ORDER_STATUS_CODES);
export const parseOrderStatus = orderStatuses.parse;

/** Only an unpaid order can be paid or cancelled (the unpaid-order reminder's two actions). */
export const canPayOrCancel = (status: OrderStatus | Unknown): boolean => status === 'toPay';

/** What an order buys (spec section 3). Codes are ours (proposed). */
export const ORDER_TYPE_CODES = {
  buyDevice: 1,
  buyNode: 2,
  destroyMining: 3,
  jointMining: 4,
  buyGold: 5,
} as const;
export type OrderType = keyof typeof ORDER_TYPE_CODES;
export const orderTypes = wireEnum('orderType', ORDER_TYPE_CODES);
export const parseOrderType = orderTypes.parse;
