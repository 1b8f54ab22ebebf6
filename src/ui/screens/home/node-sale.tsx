import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { padPart } from '../../../domain/shared/countdown';
import { Amount } from '../../shared/components/amount';
import { ErrorState } from '../../shared/components/states';
import type { HomeVm } from './home.vm';

const PARTS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** The super-node sale: the live countdown, the quota sold, and the NADI price. */
export const NodeSale = observer(function NodeSale({ vm }: { vm: HomeVm }) {
  const intl = useIntl();
  const titleId = useId();
  const { countdown, quota } = vm;
  const info = vm.info.data;

  if (vm.info.failedEmpty) {
    return (
      <section className="card" aria-labelledby={titleId}>
        <h2 id={titleId}>
          <FormattedMessage id="home.nodeSale.title" />
        </h2>
        <ErrorState error={vm.info.error} onRetry={vm.retryInfo} />
      </section>
    );
  }
  if (!info || !countdown || !quota) {
    return (
      <section className="card" aria-busy="true" data-testid="skeleton">
        <span className="skeleton-line" />
        <span className="skeleton-block" />
        <span className="skeleton-line" />
      </section>
    );
  }
  return (
    <section className="card node-sale" aria-labelledby={titleId}>
      <div className="row between">
        <h2 id={titleId}>
          <FormattedMessage id="home.nodeSale.title" />
        </h2>
        <Link className="text-link" to="/node">
          <FormattedMessage id="home.nodeSale.view" />
        </Link>
      </div>

      {countdown.done ? (
        <p className="sale-ended" role="status" data-testid="sale-ended">
          <FormattedMessage id="home.nodeSale.ended" />
        </p>
      ) : (
        <>
          <p className="muted">
            <FormattedMessage id="home.nodeSale.endsIn" />
          </p>
          <div
            className="countdown"
            role="timer"
            data-testid="node-countdown"
            aria-label={intl.formatMessage({ id: 'home.countdown.spoken' }, { ...countdown })}
          >
            {PARTS.map((part) => (
              <div className="countdown-part" key={part} aria-hidden="true">
                <span className="countdown-value" data-part={part}>
                  {padPart(countdown[part])}
                </span>
                <span className="countdown-unit">
                  <FormattedMessage id={`home.countdown.${part}`} />
                </span>
              </div>
            ))}
          </div>
        </>
      )}

      <div className="quota">
        <div className="row between">
          <span className="muted">
            <FormattedMessage id="home.nodeSale.sold" />
          </span>
          <span data-testid="node-quota">
            {intl.formatNumber(quota.sold)} / {intl.formatNumber(quota.total)}
          </span>
        </div>
        <progress
          className="quota-bar"
          value={quota.ratio}
          max={1}
          aria-label={intl.formatMessage({ id: 'home.nodeSale.sold' })}
          aria-valuetext={intl.formatNumber(quota.ratio, { style: 'percent', maximumFractionDigits: 1 })}
        />
      </div>

      <div className="row between">
        <span className="muted">
          <FormattedMessage id="home.nadiPrice" />
        </span>
        <span data-testid="nadi-price">
          <Amount value={info.nadiPrice} unit="USDT" />
        </span>
      </div>
    </section>
  );
});
