import { createElement } from 'react';
import { FormattedMessage, type IntlShape } from 'react-intl';
import type { MallOrder } from '../../../domain/mall/mall-order';
import { formatAmount } from '../../../domain/shared/money-format';
import type { Feedback } from '../../shared/components/feedback';

/** Asks before cancelling an unpaid order: irreversible, with its number and total. */
export const askCancel = (feedback: Feedback, intl: IntlShape, order: MallOrder): Promise<boolean> =>
  feedback.confirm({
    title: intl.formatMessage({ id: 'orders.cancel.title' }),
    content: createElement(FormattedMessage, {
      id: 'mall.cancel.content',
      values: { orderNo: order.orderNo, amount: formatAmount(order.totalPrice) },
    }),
    confirmText: intl.formatMessage({ id: 'orders.cancel.confirm' }),
    danger: true,
  });

/** Asks before confirming receipt, with the order total in USDT (spec section 5). */
export const askReceipt = (feedback: Feedback, intl: IntlShape, order: MallOrder): Promise<boolean> =>
  feedback.confirm({
    title: intl.formatMessage({ id: 'mall.receipt.title' }),
    content: createElement(FormattedMessage, {
      id: 'mall.receipt.content',
      values: { orderNo: order.orderNo, amount: formatAmount(order.totalPrice) },
    }),
    confirmText: intl.formatMessage({ id: 'mall.receipt.confirm' }),
  });
