import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { formatAmount, formatOwnAmount } from '../../../domain/shared/money-format';
import type { AboveReviewLimit, AmountError, Simple } from '../../../domain/shared/validation';
import { useAmountsHidden } from '../amount-privacy';

export type AmountRuleError = AmountError | Simple<'only-nadi'> | AboveReviewLimit;

/**
 * The words for an amount rule, with its figures and the coin (deposit, withdraw, transfer, exchange and mining). What
 * is available is the person's own money: masked while they hide balances.
 */
export const AmountRuleText = observer(function AmountRuleText({
  error,
  coin,
}: {
  error: AmountRuleError;
  coin: string;
}) {
  const hidden = useAmountsHidden();
  const values = {
    minimum: 'minimum' in error ? `${formatAmount(error.minimum)} ${coin}` : '',
    available: 'available' in error ? `${formatOwnAmount(error.available, hidden)} ${coin}` : '',
    decimals: 'decimals' in error ? error.decimals : 0,
    limit: 'limit' in error ? `${formatAmount(error.limit)} ${coin}` : '',
  };
  return <FormattedMessage id={`validation.${error.kind}`} values={values} />;
});
