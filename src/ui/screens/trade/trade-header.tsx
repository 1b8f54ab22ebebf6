import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TradePair } from '../../../application/trade/trade-api.port';
import type { TradeSession } from '../../../application/trade/trade-session';
import { direction, fixedText, percentText } from './trade-format';

/**
 * The pair and its live 24 h ticker (last price and change in the up/down colour, high, low, volume), with the
 * feed's state beside it: a trader always sees whether these numbers are live.
 */
export const TradeHeader = observer(function TradeHeader({
  session,
  pair,
  priceDecimals,
}: {
  session: TradeSession;
  pair: TradePair | null;
  priceDecimals: number;
}) {
  const intl = useIntl();
  const ticker = session.ticker;
  const last = ticker?.last ?? pair?.lastPrice ?? null;
  const change = ticker?.changePercent ?? pair?.changePercent ?? null;
  const trend = direction(change);
  const dash = '—';
  return (
    <section
      className="trade-header card"
      data-testid="ticker"
      aria-label={intl.formatMessage({ id: 'trade.ticker.label' })}
    >
      <div className="trade-header-top">
        <h2 className="trade-pair">
          {pair?.base ?? 'NADI'}
          <span className="muted">/{pair?.quote ?? 'USDT'}</span>
        </h2>
        <FeedBadge session={session} />
      </div>
      <div className="trade-header-main">
        <div>
          <p className={`trade-last ${trend}`} data-testid="ticker-last">
            {last ? fixedText(last, priceDecimals) : dash}
          </p>
          <p className={`trade-change ${trend}`} data-testid="ticker-change">
            {change ? percentText(change) : dash}
          </p>
        </div>
        <dl className="trade-stats">
          <div>
            <dt>
              <FormattedMessage id="trade.ticker.high" />
            </dt>
            <dd data-testid="ticker-high">{ticker ? fixedText(ticker.high24h, priceDecimals) : dash}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="trade.ticker.low" />
            </dt>
            <dd data-testid="ticker-low">{ticker ? fixedText(ticker.low24h, priceDecimals) : dash}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="trade.ticker.volume" values={{ coin: pair?.base ?? 'NADI' }} />
            </dt>
            <dd data-testid="ticker-volume">{ticker ? fixedText(ticker.volume24h, 2) : dash}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
});

/** The feed's state in words, live or not; announced politely when it changes. */
const FeedBadge = observer(function FeedBadge({ session }: { session: TradeSession }) {
  const status = session.status;
  return (
    <span
      className={`feed-badge ${status}`}
      role="status"
      data-testid="feed-status"
      data-status={status}
      data-socket={session.socketState}
    >
      <span className="feed-dot" aria-hidden="true" />
      <FormattedMessage id={`trade.feed.${status}`} />
    </span>
  );
});
