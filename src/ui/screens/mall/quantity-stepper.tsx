import { useIntl } from 'react-intl';

/** − quantity + within 1..max; the field takes a typed number too. */
export function QuantityStepper({
  value,
  max,
  onChange,
  onIncrement,
  onDecrement,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  onIncrement: () => void;
  onDecrement: () => void;
}) {
  const intl = useIntl();
  return (
    <fieldset className="mall-stepper">
      <legend className="visually-hidden">{intl.formatMessage({ id: 'mall.quantity.label' })}</legend>
      <button
        type="button"
        className="icon-button"
        aria-label={intl.formatMessage({ id: 'mall.quantity.less' })}
        disabled={value <= 1}
        onClick={onDecrement}
      >
        −
      </button>
      <input
        className="mall-stepper-value mono"
        inputMode="numeric"
        aria-label={intl.formatMessage({ id: 'mall.quantity.label' })}
        value={value}
        onChange={(event) => {
          const typed = Number(event.target.value.replace(/\D/g, ''));
          if (typed > 0) onChange(typed);
        }}
      />
      <button
        type="button"
        className="icon-button"
        aria-label={intl.formatMessage({ id: 'mall.quantity.more' })}
        disabled={value >= max}
        onClick={onIncrement}
      >
        +
      </button>
    </fieldset>
  );
}
