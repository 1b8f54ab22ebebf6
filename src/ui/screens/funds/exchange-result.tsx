import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Amount } from '../../shared/components/amount';
import type { ExchangeVm } from './exchange.vm';

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
