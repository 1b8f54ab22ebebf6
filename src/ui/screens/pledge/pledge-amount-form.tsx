import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount, formatFigure } from '../../../domain/shared/money-format';
import { OwnFigure } from '../../shared/components/amount';
import { type PledgeDetailVm, SHARE_BUTTONS } from './pledge-detail.vm';
import { PledgeRuleText } from './pledge-refusal-text';

/** The amount in NADI: the input with Max, the quick shares, the minimum and the balance, the rule it breaks. */
export const AmountForm = observer(function AmountForm({ vm }: { vm: PledgeDetailVm }) {
  const intl = useIntl();
  const inputId = useId();
  const noteId = useId();
  const offer = vm.offer.data;
  if (!offer) return null;
  const error = vm.error;
  const busy = vm.step !== 'form';
  return (
    <div className="field" data-invalid={error !== null}>
      <label htmlFor={inputId}>
        <FormattedMessage id="pledge.detail.amount" />
      </label>
      <div className="pledge-amount">
        <input
          id={inputId}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={vm.amountText}
          disabled={busy}
          aria-invalid={error !== null}
          aria-describedby={noteId}
          data-testid="pledge-amount"
          onChange={(event) => vm.setAmount(event.target.value)}
        />
        <span className="unit">NADI</span>
        <button
          type="button"
          className="button secondary small"
          disabled={busy}
          aria-describedby={`${inputId}-max`}
          data-testid="pledge-max"
          onClick={() => vm.setShare(100)}
        >
          <FormattedMessage id="pledge.detail.max" />
        </button>
        {/* The button is named by its word (WCAG 2.5.3, label in name); what it does is its description. */}
        <span id={`${inputId}-max`} hidden>
          {intl.formatMessage({ id: 'pledge.detail.maxLabel' })}
        </span>
      </div>
      <div className="pledge-shares">
        {SHARE_BUTTONS.map((percent) => (
          <button
            key={percent}
            type="button"
            className="button secondary small"
            disabled={busy}
            data-testid={`pledge-share-${percent}`}
            onClick={() => vm.setShare(percent)}
          >
            {percent}%
          </button>
        ))}
      </div>
      <p id={noteId} className={error ? 'field-error' : 'muted small'} role={error ? 'alert' : undefined}>
        {error ? (
          <PledgeRuleText error={error} minimumNadi={vm.minimum} />
        ) : (
          <FormattedMessage
            id="pledge.detail.minimumHint"
            values={{
              minimum: formatAmount(offer.product.minPledge),
              nadi: formatFigure(vm.minimum, 'minimum-conversion', 'NADI'),
              price: formatFigure(offer.nadiPrice, 'rate'),
            }}
          />
        )}
      </p>
      <p className="pledge-line small">
        <FormattedMessage id="pledge.detail.available" />
        <span className="amount" data-testid="pledge-available">
          <OwnFigure value={offer.balance} /> <span className="unit">NADI</span>
        </span>
      </p>
    </div>
  );
});
