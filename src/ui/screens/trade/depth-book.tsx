import type Decimal from 'decimal.js';
import { observer } from 'mobx-react-lite';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MarketStore } from '../../../application/trade/market.store';
import type { DepthRow } from '../../../application/trade/order-book-depth';
import type { FeedStatus } from '../../../application/trade/trade-session';
import { fixedText } from './trade-format';

interface RowProps {
  readonly side: 'bid' | 'ask';
  readonly price: string;
  readonly quantity: string;
  /** Cumulative depth as a share of the deeper side, 0–100 (the bar's length). */
  readonly share: number;
}

/**
 * One level. Props are display strings and a number, so a level that did not change between two frames is not
 * rendered again (memo): a frame touches only the rows whose text moved.
 */
const Level = memo(function Level({ side, price, quantity, share }: RowProps) {
  return (
    <li className={`depth-row ${side}`}>
      {/* A transform, not a width: moving the bar repaints the row without laying the book out again. */}
      <span className="depth-bar" style={{ transform: `scaleX(${share / 100})` }} />
      <span className="depth-price">{price}</span>
      <span className="depth-qty">{quantity}</span>
    </li>
  );
});

/** The bar's width: cumulative total over the larger side's total, as a percentage for CSS (display only). */
const shareOf = (row: DepthRow, maxTotal: Decimal): number =>
  maxTotal.isZero() ? 0 : Math.min(100, row.total.div(maxTotal).times(100).toNumber());

/**
 * The order book: the best asks above (best nearest the middle), the spread, the best bids below, each with a
 * cumulative depth bar. Only the levels the store publishes (a few per side) are parsed and drawn, at most once
 * per animation frame. While the feed is not live the book is dimmed and says why.
 */
export const DepthBook = observer(function DepthBook({
  store,
  status,
  priceDecimals,
  quantityDecimals,
}: {
  store: MarketStore;
  status: FeedStatus;
  priceDecimals: number;
  quantityDecimals: number;
}) {
  const intl = useIntl();
  const { depth, spread } = store;
  const row = (side: 'bid' | 'ask', level: DepthRow, index: number) => (
    <Level
      key={index}
      side={side}
      price={fixedText(level.price, priceDecimals)}
      quantity={fixedText(level.quantity, quantityDecimals)}
      share={shareOf(level, depth.maxTotal)}
    />
  );
  const stale = status !== 'live';
  return (
    <section
      className={`depth${stale ? ' stale' : ''}`}
      aria-label={intl.formatMessage({ id: 'trade.book.label' })}
      data-testid="depth-book"
      data-book-state={store.state}
    >
      <div className="depth-head muted">
        <span>
          <FormattedMessage id="trade.book.price" />
        </span>
        <span>
          <FormattedMessage id="trade.book.quantity" />
        </span>
      </div>
      <ol className="depth-side asks" data-testid="book-asks">
        {[...depth.asks].reverse().map((level, i) => row('ask', level, depth.asks.length - 1 - i))}
      </ol>
      <div className="depth-spread" data-testid="book-spread">
        {stale ? (
          <span className="depth-stale" role="status">
            <FormattedMessage id={`trade.book.stale.${status}`} />
          </span>
        ) : (
          <span>
            <FormattedMessage
              id="trade.book.spread"
              values={{ spread: spread ? fixedText(spread, priceDecimals) : '—' }}
            />
          </span>
        )}
      </div>
      <ol className="depth-side bids" data-testid="book-bids">
        {depth.bids.map((level, i) => row('bid', level, i))}
      </ol>
    </section>
  );
});
