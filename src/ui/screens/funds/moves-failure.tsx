import type Decimal from 'decimal.js';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { fundsRefusalOf } from '../../../application/funds/funds-refusal';
import { formatOwnAmount } from '../../../domain/shared/money-format';
import { useAmountsHidden } from '../../shared/amount-privacy';
import { ErrorLine } from '../../shared/components/states';

/**
 * A failed withdrawal or transfer: a refusal of the server in words (insufficient balance with what the
 * account holds and what was asked, below the minimum, wrong coin or account); anything else with the
 * shared error catalogue.
 */
export const MovesFailure = observer(function MovesFailure({
  error,
  coin,
}: {
  error: unknown;
  coin: string;
}) {
  const hidden = useAmountsHidden();
  if (error === null || error === undefined) return null;
  const refusal = fundsRefusalOf(error);
  if (!refusal) return <ErrorLine error={error} />;
  const figure = (value: Decimal | undefined, own = false) =>
    value ? `${formatOwnAmount(value, own && hidden)} ${coin}` : '';
  const withFigures =
    (refusal.kind === 'insufficient-balance' && refusal.current && refusal.required) ||
    (refusal.kind === 'below-minimum' && refusal.minimum);
  return (
    <p role="alert" className="error" data-testid="moves-refusal" data-kind={refusal.kind}>
      <FormattedMessage
        id={`funds.moves.refusal.${refusal.kind}${withFigures ? '' : '.plain'}`}
        values={{
          // What the account holds is the person's own money: masked while balances are hidden.
          current: figure(refusal.current, true),
          required: figure(refusal.required),
          minimum: figure(refusal.minimum),
          coin,
        }}
      />
    </p>
  );
});
