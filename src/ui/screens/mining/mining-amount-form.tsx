import type Decimal from 'decimal.js';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../../domain/shared/money-format';
import { AmountRuleText } from '../../shared/components/amount-rule-text';
import { ErrorLine } from '../../shared/components/states';
import type { MiningForm } from './mining-form';

/** A USDT amount with its minimum, checked before anything is sent; the button makes the order. */
export const MiningAmountForm = observer(function MiningAmountForm({
  form,
  minimum,
  submitLabel,
  children,
}: {
  form: MiningForm;
  minimum: Decimal | null;
  submitLabel: string;
  /** Shown under the field (a preview of the order). */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const inputId = useId();
  const noteId = useId();
  return (
    <form
      className="mining-form"
      noValidate
      data-testid={`${form.kind}-form`}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <div className="field" data-invalid={form.error !== null}>
        <label htmlFor={inputId}>
          <FormattedMessage id={`mining.${form.kind}.amount`} />
        </label>
        <input
          id={inputId}
          inputMode="decimal"
          autoComplete="off"
          value={form.text}
          placeholder={
            minimum
              ? intl.formatMessage({ id: 'mining.amount.minimum' }, { minimum: formatAmount(minimum) })
              : ''
          }
          aria-invalid={form.error !== null}
          aria-describedby={noteId}
          onChange={(event) => form.setText(event.target.value)}
        />
        <p
          id={noteId}
          className={form.error ? 'field-error' : 'muted small'}
          role={form.error ? 'alert' : undefined}
        >
          {form.error ? (
            <AmountRuleText error={form.error} coin="USDT" />
          ) : (
            minimum && (
              <FormattedMessage id="mining.amount.minimum" values={{ minimum: formatAmount(minimum) }} />
            )
          )}
        </p>
        {children}
      </div>
      <ErrorLine error={form.failure} />
      <button type="submit" className="button" disabled={form.submitting} aria-busy={form.submitting}>
        {form.submitting && <span className="spinner" aria-hidden="true" />}
        <FormattedMessage id={submitLabel} />
      </button>
    </form>
  );
});
