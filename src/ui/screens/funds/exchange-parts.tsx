import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { FundsRefusal } from '../../../application/funds/funds-refusal';
import type { ExchangeQuote } from '../../../domain/funds/funds';
import { formatAmount, formatOwnAmount } from '../../../domain/shared/money-format';
import { useAmountsHidden } from '../../shared/amount-privacy';
import { Amount } from '../../shared/components/amount';
import { ErrorLine } from '../../shared/components/states';
import type { ExchangeVm } from './exchange.vm';

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

/** The quote's figures: price, fee and what is received, exactly. */
export function QuoteFacts({ quote }: { quote: ExchangeQuote }) {
  return (
    <dl className="facts" data-testid="exchange-quote">
      <div>
        <dt>
          <FormattedMessage id="funds.exchange.price" />
        </dt>
        <dd data-testid="exchange-price">
          1 {quote.from} = <Amount value={quote.price} unit={quote.to} />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="funds.exchange.fee" />
        </dt>
        <dd data-testid="exchange-fee">
          <Amount value={quote.fee} unit={quote.to} />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="funds.exchange.receive" />
        </dt>
        <dd data-testid="exchange-receive" className="exchange-receive">
          <Amount value={quote.receive} unit={quote.to} />
        </dd>
      </div>
    </dl>
  );
}

/** How long the price holds, counting down; "getting a price" while one is asked. */
export const QuoteTimer = observer(function QuoteTimer({ vm }: { vm: ExchangeVm }) {
  if (vm.feed.quoting) {
    return (
      <p className="muted small" role="status">
        <FormattedMessage id="funds.exchange.quoting" />
      </p>
    );
  }
  if (!vm.feed.live) return null;
  return (
    <p className="muted small" role="timer" data-testid="exchange-countdown">
      <FormattedMessage id="funds.exchange.validFor" values={{ seconds: vm.feed.secondsLeft }} />
    </p>
  );
});

/** The quote under the form: its figures and countdown, why it could not be had, or nothing yet. */
export const QuotePanel = observer(function QuotePanel({ vm }: { vm: ExchangeVm }) {
  const quote = vm.quote;
  return (
    <section className="card" aria-live="polite">
      {quote && <QuoteFacts quote={quote} />}
      <QuoteTimer vm={vm} />
      {vm.feed.error !== null && (
        <div className="row between">
          <ErrorLine error={vm.feed.error} />
          <button type="button" className="button small secondary" onClick={() => void vm.retryQuote()}>
            <FormattedMessage id="error.action.retry" />
          </button>
        </div>
      )}
      {vm.refusal && (
        <p className="error" role="alert" data-testid="exchange-refusal">
          <RefusalText refusal={vm.refusal} coin={vm.from} />
        </p>
      )}
      {!quote && !vm.feed.quoting && vm.feed.error === null && !vm.refusal && (
        <p className="muted small">
          <FormattedMessage id="funds.exchange.enterAmount" />
        </p>
      )}
    </section>
  );
});

/** The exchange made: what left, what arrived, at what price and fee; the money log shows both records. */
export const ExchangeResult = observer(function ExchangeResult({ vm }: { vm: ExchangeVm }) {
  const intl = useIntl();
  const result = vm.result;
  if (!result) return null;
  return (
    <section
      className="card"
      data-testid="exchange-result"
      aria-label={intl.formatMessage({ id: 'funds.exchange.done' })}
    >
      <h2>
        <FormattedMessage id="funds.exchange.done" />
      </h2>
      <dl className="facts">
        <div>
          <dt>
            <FormattedMessage id="funds.exchange.paid" />
          </dt>
          <dd data-testid="result-paid">
            <Amount value={result.amount} unit={result.from} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="funds.exchange.received" />
          </dt>
          <dd data-testid="result-received">
            <Amount value={result.receive} unit={result.to} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="funds.exchange.price" />
          </dt>
          <dd>
            1 {result.from} = <Amount value={result.price} unit={result.to} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="funds.exchange.fee" />
          </dt>
          <dd>
            <Amount value={result.fee} unit={result.to} />
          </dd>
        </div>
      </dl>
      <div className="sheet-actions">
        <Link to="/wallet/moneyLog" className="button">
          <FormattedMessage id="funds.exchange.seeLog" />
        </Link>
        <button type="button" className="button secondary" onClick={vm.startOver}>
          <FormattedMessage id="funds.exchange.again" />
        </button>
      </div>
    </section>
  );
});
