import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import type { ExchangeQuote } from '../../../domain/funds/funds';
import { Amount } from '../../shared/components/amount';
import { ErrorLine } from '../../shared/components/states';
import type { ExchangeVm } from './exchange.vm';
import { RefusalText } from './exchange-refusal-text';

/** The quote's figures: price, fee and what is received, exactly. */
export function QuoteFacts({ quote }: { quote: ExchangeQuote }) {
  return (
    <dl className="facts" data-testid="exchange-quote">
      <div>
        <dt>
          <FormattedMessage id="funds.exchange.price" />
        </dt>
        <dd data-testid="exchange-price">
          1 {quote.from} = <Amount value={quote.price} unit={quote.to} kind="rate" />
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
