import type Decimal from 'decimal.js';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PERCENT_SHORTCUTS, type TicketField } from '../../../domain/trade/order-ticket';
import { tradeSides, tradeTypes } from '../../../domain/trade/trade-order';
import { useAmountsHidden } from '../../shared/amount-privacy';
import { OwnFigure } from '../../shared/components/amount';
import { useFeedback } from '../../shared/components/feedback';
import { describedByBlock, MoneyBlockNote } from '../../shared/components/money-block';
import type { OrderFormVm } from './order-form.vm';
import { TicketSummary } from './ticket-summary';
import { ticketErrorText, tradeFailureText } from './trade-errors';

/** One labelled decimal input with its unit and its error. */
const DecimalField = observer(function DecimalField({
  form,
  field,
  label,
  unit,
  value,
  onChange,
}: {
  form: OrderFormVm;
  field: TicketField;
  label: string;
  unit: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const intl = useIntl();
  const hideOwn = useAmountsHidden();
  const id = useId();
  const error = form.errorOf(field);
  return (
    <div className="field trade-field" data-invalid={error !== null}>
      <label htmlFor={id}>{label}</label>
      <span className="trade-input">
        <input
          id={id}
          name={field}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => form.touch(field)}
        />
        <span className="unit">{unit}</span>
      </span>
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {ticketErrorText(intl, error, { hideOwn })}
        </span>
      )}
    </div>
  );
});

/**
 * The order form: buy or sell, limit or market, price and quantity (a market buy: the USDT to spend), the
 * percentage shortcuts of the available balance, and the exact total, fee and what the order receives. Placing
 * toasts; a refusal is said in words under the button and the typed values stay.
 */
export const OrderForm = observer(function OrderForm({
  form,
  base,
  quote,
  available,
}: {
  form: OrderFormVm;
  base: string;
  quote: string;
  /** Available balance of the coin the order spends (USDT for a buy, NADI for a sell); null while loading. */
  available: Decimal | null;
}) {
  const intl = useIntl();
  const hideOwn = useAmountsHidden();
  const feedback = useFeedback();
  const totalError = form.errorOf('total');
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const submit = async () => {
    const placed = await form.submit();
    if (placed) feedback.toast(t('trade.form.placed'), 'success');
  };

  return (
    <form
      className="trade-form"
      aria-label={t('trade.form.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="segmented sides">
        <legend className="visually-hidden">{t('trade.form.side')}</legend>
        {tradeSides.members.map((side) => (
          <button
            key={side}
            type="button"
            className={`segment ${side}`}
            aria-pressed={form.side === side}
            onClick={() => form.setSide(side)}
          >
            <FormattedMessage id={tradeSides.messageId(side)} />
          </button>
        ))}
      </fieldset>
      <fieldset className="segmented types">
        <legend className="visually-hidden">{t('trade.form.type')}</legend>
        {tradeTypes.members.map((type) => (
          <button
            key={type}
            type="button"
            className="segment"
            aria-pressed={form.type === type}
            onClick={() => form.setType(type)}
          >
            <FormattedMessage id={tradeTypes.messageId(type)} />
          </button>
        ))}
      </fieldset>
      <div className="trade-available-row">
        <p className="trade-available muted" data-testid="form-available">
          <FormattedMessage
            id="trade.form.available"
            values={{
              amount: available === null ? '—' : <OwnFigure value={available} />,
              coin: form.side === 'buy' ? quote : base,
            }}
          />
        </p>
        {/* The trade account is funded from the fund account (/draw); the balance reloads on return. */}
        <Link to="/draw?to=trade" className="link trade-transfer" aria-label={t('trade.transferLabel')}>
          {t('trade.transfer')}
        </Link>
      </div>
      {form.type === 'limit' ? (
        <DecimalField
          form={form}
          field="price"
          label={t('trade.form.price', { coin: quote })}
          unit={quote}
          value={form.price}
          onChange={form.setPrice}
        />
      ) : (
        <p className="trade-market-price muted">
          <FormattedMessage id="trade.form.marketPrice" />
        </p>
      )}
      {form.usesAmount ? (
        <DecimalField
          form={form}
          field="amount"
          label={t('trade.form.amount', { coin: quote })}
          unit={quote}
          value={form.amount}
          onChange={form.setAmount}
        />
      ) : (
        <DecimalField
          form={form}
          field="quantity"
          label={t('trade.form.quantity', { coin: base })}
          unit={base}
          value={form.quantity}
          onChange={form.setQuantity}
        />
      )}
      <fieldset className="percent-row">
        <legend className="visually-hidden">{t('trade.form.percent')}</legend>
        {PERCENT_SHORTCUTS.map((percent) => (
          <button
            key={percent}
            type="button"
            className="chip"
            disabled={!form.percentEnabled}
            onClick={() => form.applyPercent(percent)}
          >
            {`${percent}%`}
          </button>
        ))}
      </fieldset>
      <TicketSummary form={form} base={base} quote={quote} />
      {totalError && (
        <p className="field-error" role="alert" data-testid="form-total-error">
          {ticketErrorText(intl, totalError, { hideOwn })}
        </p>
      )}
      <MoneyBlockNote block={form.moneyBlock} id="trade-block" />
      <button
        type="submit"
        className={`button trade-submit ${form.side}`}
        disabled={!form.canSubmit}
        aria-busy={form.placing}
        aria-describedby={describedByBlock(form.moneyBlock, 'trade-block')}
      >
        {form.placing && <span className="spinner" aria-hidden="true" />}
        <FormattedMessage
          id={form.side === 'buy' ? 'trade.form.buy' : 'trade.form.sell'}
          values={{ coin: base }}
        />
      </button>
      {form.failure !== null && (
        <p className="error" role="alert" data-testid="form-failure">
          {tradeFailureText(intl, form.failure, 'place', { hideOwn })}
        </p>
      )}
    </form>
  );
});
