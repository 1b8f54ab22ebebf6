import { observer } from 'mobx-react-lite';
import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type AmountRuleError, AmountRuleText } from '../../shared/components/amount-rule-text';

/**
 * An amount input with its label, an optional Max button, its rule message or a hint below (the deposit,
 * withdraw and transfer screens).
 */
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
