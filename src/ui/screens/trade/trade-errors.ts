import type { IntlShape } from 'react-intl';
import { tradeRefusalOf } from '../../../application/trade/trade-refusal';
import { formatAmount, formatOwnAmount } from '../../../domain/shared/money-format';
import { validationMessageId } from '../../../domain/shared/validation';
import type { TicketError } from '../../../domain/trade/order-ticket';
import { type DescribeOptions, describeError } from '../../intl/error-message';

/**
 * The words for a failed trade call: what did not work (placing, cancelling), then why. The server's
 * refusals (insufficient balance, below the minimum, order no longer open…) have words of their own; other
 * failures take the shared error catalogue's, with its advice.
 */
export function tradeFailureText(
  intl: IntlShape,
  error: unknown,
  action: 'place' | 'cancel',
  options: DescribeOptions = {},
): string {
  const lead = intl.formatMessage({ id: action === 'place' ? 'trade.error.place' : 'trade.error.cancel' });
  const refusal = tradeRefusalOf(error);
  const reason = refusal
    ? intl.formatMessage({ id: `trade.refusal.${refusal}` })
    : describeError(intl, error, undefined, options);
  return `${lead} ${reason}`;
}

/**
 * The words for an order form field's error, with its amounts; `hideOwn` masks what the account holds while
 * the person hides balances (what they typed stays).
 */
export function ticketErrorText(
  intl: IntlShape,
  error: TicketError,
  { hideOwn = false }: DescribeOptions = {},
): string {
  switch (error.kind) {
    case 'off-step':
      return intl.formatMessage({ id: 'trade.form.error.offStep' }, { step: error.step.toFixed() });
    case 'below-min-value':
      return intl.formatMessage(
        { id: 'trade.form.error.minValue' },
        { minimum: formatAmount(error.minimum) },
      );
    case 'insufficient-balance':
      return intl.formatMessage(
        { id: 'trade.form.error.notEnough' },
        {
          coin: error.coin,
          current: formatOwnAmount(error.current, hideOwn),
          required: formatAmount(error.required),
        },
      );
    case 'below-minimum':
      return intl.formatMessage(
        { id: validationMessageId(error.kind) },
        { minimum: formatAmount(error.minimum) },
      );
    case 'above-available':
      return intl.formatMessage(
        { id: validationMessageId(error.kind) },
        { available: formatOwnAmount(error.available, hideOwn) },
      );
    default:
      return intl.formatMessage({ id: validationMessageId(error.kind) });
  }
}
