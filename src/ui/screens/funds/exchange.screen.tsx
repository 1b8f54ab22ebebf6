import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './exchange.css';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageActive } from '../../app/page-context';
import { Amount } from '../../shared/components/amount';
import { AmountRuleText } from '../../shared/components/amount-rule-text';
import { describedByBlock, MoneyBlockNote } from '../../shared/components/money-block';
import { Sheet } from '../../shared/components/sheet';
import { ErrorLine } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { FUNDS_ICONS, FundsIcon } from './assets-amount';
import { ExchangeVm } from './exchange.vm';
import { QuoteFacts, QuotePanel, QuoteTimer } from './exchange-quote-panel';
import { RefusalText } from './exchange-refusal-text';
import { ExchangeResult } from './exchange-result';

/** The confirm step: what leaves, what arrives (exactly), price, fee and the countdown; one send whatever the taps. */
const ConfirmSheet = observer(function ConfirmSheet({ vm }: { vm: ExchangeVm }) {
  const intl = useIntl();
  const quote = vm.quote;
  return (
    <Sheet
      open={vm.step === 'confirm'}
      onClose={vm.back}
      label={intl.formatMessage({ id: 'funds.exchange.confirmTitle' })}
      testId="exchange-confirm"
    >
      <h2 className="sheet-title">
        <FormattedMessage id="funds.exchange.confirmTitle" />
      </h2>
      {vm.renewed && (
        <p role="alert" className="exchange-notice">
          <FormattedMessage id="funds.exchange.renewed" />
        </p>
      )}
      {quote && (
        <>
          <p className="exchange-summary" data-testid="exchange-pay">
            <FormattedMessage id="funds.exchange.pay" /> <Amount value={quote.amount} unit={quote.from} />
          </p>
          <QuoteFacts quote={quote} />
        </>
      )}
      <QuoteTimer vm={vm} />
      {vm.refusal && (
        <p className="error" role="alert">
          <RefusalText refusal={vm.refusal} coin={vm.from} />
        </p>
      )}
      {vm.sendError !== null && (
        <>
          <ErrorLine error={vm.sendError} />
          <p className="muted small">
            <FormattedMessage id="funds.exchange.retrySafe" />
          </p>
        </>
      )}
      <MoneyBlockNote block={vm.moneyBlock} id="exchange-confirm-block" />
      <div className="sheet-actions">
        <button
          type="button"
          className="button"
          disabled={!vm.canConfirm}
          aria-describedby={describedByBlock(vm.moneyBlock, 'exchange-confirm-block')}
          aria-busy={vm.sending}
          onClick={() => void vm.confirm()}
        >
          {vm.sending && <span className="spinner" aria-hidden="true" />}
          <FormattedMessage id="funds.exchange.confirm" />
        </button>
        <button type="button" className="button secondary" onClick={vm.back} disabled={vm.sending}>
          <FormattedMessage id="common.cancel" />
        </button>
      </div>
    </Sheet>
  );
});

/**
 * The exchange (`/wallet/exchange`): from and to with a swap control, the amount (checked as typed, Max
 * fills the balance), the live quote with its countdown, then a confirm step and the result.
 */
const ExchangeScreen = observer(function ExchangeScreen() {
  const vm = useViewModel(ExchangeVm, { active: usePageActive() });
  const intl = useIntl();
  const inputId = useId();
  const noteId = useId();
  if (vm.step === 'done') {
    return (
      <div className="screen-body">
        <ExchangeResult vm={vm} />
      </div>
    );
  }
  const error = vm.amountError;
  return (
    <form
      className="screen-body"
      noValidate
      data-testid="exchange-form"
      onSubmit={(event) => {
        event.preventDefault();
        vm.continue();
      }}
    >
      <ErrorLine error={vm.balances.error} failure="load" />
      <section className="card exchange-pair">
        <div className="exchange-side">
          <span className="muted small">
            <FormattedMessage id="funds.exchange.from" />
          </span>
          <strong data-testid="exchange-from">{vm.from}</strong>
          <span className="muted small" data-testid="exchange-available">
            <FormattedMessage id="funds.exchange.available" />{' '}
            {vm.available === null ? '…' : <Amount own value={vm.available} unit={vm.from} />}
          </span>
        </div>
        <button
          type="button"
          className="icon-button exchange-swap"
          aria-label={intl.formatMessage({ id: 'funds.exchange.swap' })}
          onClick={vm.swap}
        >
          <FundsIcon d={FUNDS_ICONS.exchange} />
        </button>
        <div className="exchange-side exchange-side-end">
          <span className="muted small">
            <FormattedMessage id="funds.exchange.to" />
          </span>
          <strong data-testid="exchange-to">{vm.to}</strong>
        </div>
      </section>
      <div className="field" data-invalid={error !== null}>
        <label htmlFor={inputId}>
          <FormattedMessage id="funds.exchange.amount" values={{ coin: vm.from }} />
        </label>
        <div className="exchange-input">
          <input
            id={inputId}
            inputMode="decimal"
            autoComplete="off"
            value={vm.amount}
            aria-invalid={error !== null}
            aria-describedby={noteId}
            onChange={(event) => vm.setAmount(event.target.value)}
          />
          <button type="button" className="button small secondary" onClick={vm.fillMax}>
            <FormattedMessage id="funds.exchange.max" />
          </button>
        </div>
        <p id={noteId} className={error ? 'field-error' : 'muted small'} role={error ? 'alert' : undefined}>
          {error ? (
            <AmountRuleText error={error} coin={vm.from} />
          ) : (
            <FormattedMessage id="funds.exchange.hint" />
          )}
        </p>
      </div>
      <QuotePanel vm={vm} />
      <MoneyBlockNote block={vm.moneyBlock} id="exchange-block" />
      <button
        type="submit"
        className="button"
        disabled={(vm.check.ok && !vm.canContinue) || vm.moneyBlock !== null}
        aria-describedby={describedByBlock(vm.moneyBlock, 'exchange-block')}
      >
        <FormattedMessage id="funds.exchange.continue" />
      </button>
      <ConfirmSheet vm={vm} />
    </form>
  );
});

export default ExchangeScreen;
