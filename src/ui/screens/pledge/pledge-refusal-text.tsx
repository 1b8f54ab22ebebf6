import type Decimal from 'decimal.js';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { PledgeRefusal } from '../../../application/pledge/pledge-refusal';
import { formatAmount, formatFigure, formatOwnAmount } from '../../../domain/shared/money-format';
import { useAmountsHidden } from '../../shared/amount-privacy';
import { ErrorLine } from '../../shared/components/states';
import type { PledgeAmountError } from './pledge-detail.vm';

/**
 * Why money cannot go into or out of savings, in words: the rule a typed amount breaks, the server's
 * refusal, and the insufficient-balance line both use.
 */

const nadi = (value: Decimal | undefined, hidden = false) =>
  value ? `${formatOwnAmount(value, hidden)} NADI` : '';

/** Not enough NADI in the fund account: the spec's message with current and required NADI, and a deposit link. */
export const InsufficientBalance = observer(function InsufficientBalance({
  current,
  required,
}: {
  current: Decimal;
  required: Decimal;
}) {
  // What the account holds is the person's own money: masked while balances are hidden.
  const held = nadi(current, useAmountsHidden());
  return (
    <span className="pledge-note" data-testid="pledge-insufficient">
      <span>
        <FormattedMessage
          id="pledge.rule.insufficient-balance"
          values={{ current: held, required: nadi(required) }}
        />
      </span>
      <Link to="/recharge" className="link" data-testid="pledge-deposit">
        <FormattedMessage id="pledge.rule.deposit" />
      </Link>
    </span>
  );
});

/** The rule a typed amount breaks: the minimum in U with its NADI value, the balance, or a shared amount rule. */
export const PledgeRuleText = observer(function PledgeRuleText({
  error,
  minimumNadi,
}: {
  error: PledgeAmountError;
  minimumNadi: Decimal | null;
}) {
  const hidden = useAmountsHidden();
  if (error.kind === 'insufficient-balance') return <InsufficientBalance {...error} />;
  if (error.kind === 'below-minimum') {
    return (
      <FormattedMessage
        id="pledge.rule.below-minimum"
        values={{
          minimum: formatAmount(error.minimum),
          nadi: minimumNadi ? `${formatFigure(minimumNadi, 'minimum-conversion', 'NADI')} NADI` : '',
        }}
      />
    );
  }
  const values = {
    decimals: 'decimals' in error ? error.decimals : 0,
    minimum: '',
    available: 'available' in error ? nadi(error.available, hidden) : '',
  };
  return <FormattedMessage id={`validation.${error.kind}`} values={values} />;
});

/** A refusal of the server in words, with its figures when it sent them; anything else as the shared error. */
export function PledgeFailure({ refusal, error }: { refusal: PledgeRefusal | null; error: unknown }) {
  if (!refusal) return error === null ? null : <ErrorLine error={error} />;
  if (refusal.kind === 'insufficient-balance' && refusal.current && refusal.required) {
    return (
      <p role="alert" className="error" data-testid="pledge-refusal" data-kind={refusal.kind}>
        <InsufficientBalance current={refusal.current} required={refusal.required} />
      </p>
    );
  }
  const figures =
    (refusal.kind === 'below-minimum' && refusal.minimum) ||
    (refusal.kind === 'product-full' && refusal.remaining);
  const withFigures = refusal.kind === 'below-minimum' || refusal.kind === 'product-full';
  return (
    <p role="alert" className="error" data-testid="pledge-refusal" data-kind={refusal.kind}>
      <FormattedMessage
        id={`pledge.refusal.${refusal.kind}${withFigures && !figures ? '.plain' : ''}`}
        values={{
          minimum: formatAmount(refusal.minimum),
          remaining: formatAmount(refusal.remaining),
        }}
      />
    </p>
  );
}
