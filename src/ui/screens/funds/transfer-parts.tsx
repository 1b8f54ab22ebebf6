import type Decimal from 'decimal.js';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fundsRefusalOf } from '../../../application/funds/funds-refusal';
import { formatOwnAmount } from '../../../domain/shared/money-format';
import { useAmountsHidden } from '../../shared/amount-privacy';
import { type AmountRuleError, AmountRuleText } from '../../shared/components/amount-rule-text';
import { ErrorLine } from '../../shared/components/states';

/**
 * Parts the deposit, withdraw and transfer screens share: the amount field with its Max button and rule
 * message, and the failure line that names a server refusal in words of its own.
 */

/** An amount input with its label, an optional Max button, its rule message or a hint below. */
export const AmountField = observer(function AmountField({
  label,
  value,
  coin,
  error,
  hint,
  disabled,
  onChange,
  onMax,
  testId,
}: {
  label: string;
  value: string;
  coin: string;
  error: AmountRuleError | null;
  hint?: ReactNode;
  disabled?: boolean;
  onChange: (text: string) => void;
  onMax?: () => void;
  testId: string;
}) {
  const intl = useIntl();
  const inputId = useId();
  const noteId = useId();
  const maxHintId = useId();
  return (
    <div className="field" data-invalid={error !== null}>
      <label htmlFor={inputId}>{label}</label>
      <div className="moves-amount">
        <input
          id={inputId}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          disabled={disabled}
          placeholder="0"
          aria-invalid={error !== null}
          aria-describedby={noteId}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="unit">{coin}</span>
        {onMax && (
          <>
            {/* Named by its word (WCAG 2.5.3, label in name); what it does is its description. */}
            <button
              type="button"
              className="button secondary small"
              disabled={disabled}
              aria-describedby={maxHintId}
              onClick={onMax}
            >
              <FormattedMessage id="funds.moves.max" />
            </button>
            <span id={maxHintId} hidden>
              {intl.formatMessage({ id: 'funds.moves.maxLabel' }, { coin })}
            </span>
          </>
        )}
      </div>
      <p id={noteId} className={error ? 'field-error' : 'muted small'} role={error ? 'alert' : undefined}>
        {error ? <AmountRuleText error={error} coin={coin} /> : hint}
      </p>
    </div>
  );
});

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
