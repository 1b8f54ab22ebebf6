import Decimal from 'decimal.js';
import { addAmounts, subtractAmounts } from '../../domain/shared/money';
import { canonicalDecimal } from '../../domain/trade/order-book-decimal';
import type { PriceLevel } from './order-book-side';

/** One row of the depth display: price, quantity and the quantity summed from the best level down to this one. */
export interface DepthRow {
  readonly price: Decimal;
  readonly quantity: Decimal;
  readonly total: Decimal;
}

export interface BookDepth {
  /** Best (highest) first. */
  readonly bids: readonly DepthRow[];
  /** Best (lowest) first. */
  readonly asks: readonly DepthRow[];
  /** The larger of the two sides' last totals (0 when both are empty): the full width of the depth bars. */
  readonly maxTotal: Decimal;
}

/** Levels hold validated decimal text; parsing happens only here, for the few rows a screen shows. */
const decimalOf = (text: string): Decimal => new Decimal(canonicalDecimal(text) ?? '0');

function rows(levels: readonly PriceLevel[], n: number): DepthRow[] {
  const out: DepthRow[] = [];
  let total = new Decimal(0);
  for (const level of levels.slice(0, Math.max(0, n))) {
    const quantity = decimalOf(level.quantity);
    total = addAmounts(total, quantity);
    out.push({ price: new Decimal(level.key), quantity, total });
  }
  return out;
}

/** The best `n` levels of each side with cumulative totals, exact. */
export function bookDepth(bids: readonly PriceLevel[], asks: readonly PriceLevel[], n: number): BookDepth {
  const bidRows = rows(bids, n);
  const askRows = rows(asks, n);
  const bidTotal = bidRows.at(-1)?.total ?? new Decimal(0);
  const askTotal = askRows.at(-1)?.total ?? new Decimal(0);
  return { bids: bidRows, asks: askRows, maxTotal: Decimal.max(bidTotal, askTotal) };
}

/** Best ask − best bid, exact; null while either side is empty. */
export function bookSpread(bestBid: PriceLevel | undefined, bestAsk: PriceLevel | undefined): Decimal | null {
  if (!bestBid || !bestAsk) return null;
  return subtractAmounts(new Decimal(bestAsk.key), new Decimal(bestBid.key));
}
