import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import type { FundsRefusal } from '../../../application/funds/funds-refusal';
import { formatAmount, formatOwnAmount } from '../../../domain/shared/money-format';
import { useAmountsHidden } from '../../shared/amount-privacy';

/**
 * The server's refusal in words: insufficient balance names what the account holds (masked while balances are
 * hidden) and what was asked.
 */
export const RefusalText = observer(function RefusalText({
  refusal,
  coin,
}: {
  refusal: FundsRefusal;
  coin: string;
}) {
  const hidden = useAmountsHidden();
  if (refusal.kind === 'insufficient-balance' && refusal.current && refusal.required) {
    return (
      <FormattedMessage
        id="error.insufficient-balance"
        values={{
          current: formatOwnAmount(refusal.current, hidden),
          required: formatAmount(refusal.required),
          unit: coin,
        }}
      />
    );
  }
  if (refusal.kind === 'below-minimum' && refusal.minimum) {
    return (
      <FormattedMessage
        id="validation.below-minimum"
        values={{ minimum: `${formatAmount(refusal.minimum)} ${coin}` }}
      />
    );
  }
  return <FormattedMessage id={`funds.refusal.${refusal.kind}`} />;
});
