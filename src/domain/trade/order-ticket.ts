import Decimal from 'decimal.js';
import { validateAmount } from '../shared/amount-rules';
import { divideAmounts, multiplyAmounts, subtractAmounts } from '../shared/money';
import type { AmountError, InsufficientBalance } from '../shared/validation';
import type { TradeSide, TradeType } from './trade-order';
import type { NewTradeOrder, TradePair } from './trade-pair';

/**
 * The order form's arithmetic, exact in decimals (never floats): what an order costs, what it pays in fees,
 * what the user gets, whether the trade account covers it, and the percentage shortcuts. Pure functions over
 * the pair's rules, the balances and the best prices, so the form's view-model only holds the typed text.
 *
 * Units: price in the quote coin (USDT) per base coin (NADI); quantity in NADI; amount and total in USDT. The
 * fee is taken from what the order receives (NADI for a buy, USDT for a sell), as the trade calls say.
 */

/** A value off the pair's grid: a price off the tick, a quantity off the lot, an amount off tick × lot. */
export interface OffStep {
  readonly kind: 'off-step';
  readonly step: Decimal;
}
/** The order's value in USDT is below the pair's minimum. */
export interface BelowMinimumValue {
  readonly kind: 'below-min-value';
  readonly minimum: Decimal;
}
/** The trade account lacks `coin`: it has `current`, the order needs `required`. */
export interface NotEnough extends InsufficientBalance {
  readonly coin: string;
}

export type TicketError = AmountError | OffStep | BelowMinimumValue | NotEnough;
export type TicketField = 'price' | 'quantity' | 'amount' | 'total';

export interface TicketInput {
  readonly side: TradeSide;
  readonly type: TradeType;
  /** Typed texts; `price` counts for limit orders, `amount` (USDT) for a market buy, `quantity` otherwise. */
  readonly price: string;
  readonly quantity: string;
  readonly amount: string;
  readonly pair: TradePair;
  /** Available (not frozen) balances of the trade account. */
  readonly base: Decimal;
  readonly quote: Decimal;
  /** Best prices of the live book, for a market order's estimate; null while unknown. */
  readonly bestBid: Decimal | null;
  readonly bestAsk: Decimal | null;
}

export interface OrderTicket {
  /** Errors per field; empty when the order can be sent. */
  readonly errors: Readonly<Partial<Record<TicketField, TicketError>>>;
  /** The order's value in USDT: price × quantity (limit), the amount (market buy), or an estimate (market sell). */
  readonly total: Decimal | null;
  /** NADI bought or sold: the quantity, or for a market buy an estimate at the best ask. */
  readonly quantity: Decimal | null;
  /** The fee at the pair's rate, in `feeCoin`. */
  readonly fee: Decimal | null;
  readonly feeCoin: string;
  /** What the order receives after the fee, in `feeCoin`. */
  readonly receive: Decimal | null;
  /** The fee rate applied (limit orders: the higher of maker and taker, since either may apply). */
  readonly feeRate: Decimal;
  /** True when total, quantity, fee and receive are estimates at the best price (market orders). */
  readonly estimated: boolean;
  /** The order to send, when there is no error. */
  readonly order: NewTradeOrder | null;
}

/** Whether `value` is a whole number of `step`s (exact; a step of 0 accepts anything). */
export function onStep(value: Decimal, step: Decimal): boolean {
  const steps = divideAmounts(value, step);
  return steps === null || steps.isInteger();
}

/** The largest whole number of `step`s not above `value` (0 for a negative value). */
export function floorToStep(value: Decimal, step: Decimal): Decimal {
  const steps = divideAmounts(value, step);
  if (steps === null) return new Decimal(value);
  const whole = steps.floor();
  return whole.isNegative() ? new Decimal(0) : multiplyAmounts(whole, step);
}

/** The amount step of a market buy: one tick times one lot (the smallest order value change). */
export const amountStep = (pair: TradePair): Decimal => multiplyAmounts(pair.tickSize, pair.lotSize);

/** The fee rate a form shows for an order type. */
export const feeRateOf = (pair: TradePair, type: TradeType): Decimal =>
  type === 'market' ? pair.takerFeeRate : Decimal.max(pair.makerFeeRate, pair.takerFeeRate);

/** Parses a positive value on a grid; the error of the field otherwise. */
function stepped(text: string, step: Decimal): { value: Decimal } | { error: TicketError } {
  const parsed = validateAmount(text);
  if (!parsed.ok) return { error: parsed.error };
  if (!onStep(parsed.value, step)) return { error: { kind: 'off-step', step } };
  return { value: parsed.value };
}

const valueIn = (result: { value: Decimal } | { error: TicketError }): Decimal | null =>
  'value' in result ? result.value : null;
const errorIn = (result: { value: Decimal } | { error: TicketError }): TicketError | undefined =>
  'error' in result ? result.error : undefined;

/** Computes the ticket of a form's state (see the module comment). */
export function orderTicket(input: TicketInput): OrderTicket {
  const { pair, side, type } = input;
  const feeRate = feeRateOf(pair, type);
  const errors: Partial<Record<TicketField, TicketError>> = {};
  const feeCoin = side === 'buy' ? pair.base : pair.quote;
  const result = (
    total: Decimal | null,
    quantity: Decimal | null,
    estimated: boolean,
    order: NewTradeOrder | null,
  ): OrderTicket => {
    const received = side === 'buy' ? quantity : total;
    const fee = received === null ? null : multiplyAmounts(received, feeRate);
    const receive = received === null || fee === null ? null : subtractAmounts(received, fee);
    const valid = Object.keys(errors).length === 0;
    return {
      errors,
      total,
      quantity,
      fee,
      feeCoin,
      receive,
      feeRate,
      estimated,
      order: valid ? order : null,
    };
  };

  if (type === 'market' && side === 'buy') {
    const amountResult = stepped(input.amount, amountStep(pair));
    const amount = valueIn(amountResult);
    const amountError = errorIn(amountResult);
    if (amountError) errors.amount = amountError;
    else if (amount?.lt(pair.minNotional)) {
      errors.amount = { kind: 'below-min-value', minimum: pair.minNotional };
    } else if (amount?.gt(input.quote)) {
      errors.amount = notEnough(pair.quote, input.quote, amount);
    }
    const estimate =
      amount && input.bestAsk?.isPositive()
        ? floorToStep(divideAmounts(amount, input.bestAsk) ?? new Decimal(0), pair.lotSize)
        : null;
    const order = amount ? { instId: pair.instId, type, side, amount } : null;
    return result(amount, estimate, true, order);
  }

  const quantityResult = stepped(input.quantity, pair.lotSize);
  const quantity = valueIn(quantityResult);
  const quantityError = errorIn(quantityResult);
  if (quantityError) errors.quantity = quantityError;
  else if (side === 'sell' && quantity?.gt(input.base)) {
    errors.quantity = notEnough(pair.base, input.base, quantity);
  }

  if (type === 'market') {
    // Market sell: valued at the best bid (the server values it at the mid, a little higher).
    const total = quantity && input.bestBid ? multiplyAmounts(quantity, input.bestBid) : null;
    if (!errors.quantity && total?.lt(pair.minNotional)) {
      errors.total = { kind: 'below-min-value', minimum: pair.minNotional };
    }
    const order = quantity ? { instId: pair.instId, type, side: 'sell' as const, quantity } : null;
    return result(total, quantity, true, order);
  }

  const priceResult = stepped(input.price, pair.tickSize);
  const price = valueIn(priceResult);
  const priceError = errorIn(priceResult);
  if (priceError) errors.price = priceError;
  const total = price && quantity ? multiplyAmounts(price, quantity) : null;
  if (total && !errors.quantity) {
    if (total.lt(pair.minNotional)) errors.total = { kind: 'below-min-value', minimum: pair.minNotional };
    else if (side === 'buy' && total.gt(input.quote))
      errors.total = notEnough(pair.quote, input.quote, total);
  }
  const order = price && quantity ? { instId: pair.instId, type, side, price, quantity } : null;
  return result(total, quantity, false, order);
}

function notEnough(coin: string, current: Decimal, required: Decimal): NotEnough {
  return { kind: 'insufficient-balance', coin, current, required };
}

/** The shortcut percentages of the form. */
export const PERCENT_SHORTCUTS = [25, 50, 75, 100] as const;
export type PercentShortcut = (typeof PERCENT_SHORTCUTS)[number];

/**
 * The field and text a percentage shortcut fills, exactly: the share of the available balance, rounded down
 * to the grid so the order never asks for more than there is. A buy spends USDT (limit: the quantity that
 * share buys at the typed price, so null without a valid price; market: the amount); a sell sells NADI.
 */
export function percentFill(
  input: Pick<TicketInput, 'side' | 'type' | 'price' | 'pair' | 'base' | 'quote'>,
  percent: PercentShortcut,
): { readonly field: 'quantity' | 'amount'; readonly value: Decimal } | null {
  const { pair } = input;
  const share = (balance: Decimal) => multiplyAmounts(balance, new Decimal(percent).div(100));
  if (input.side === 'sell')
    return { field: 'quantity', value: floorToStep(share(input.base), pair.lotSize) };
  if (input.type === 'market') {
    return { field: 'amount', value: floorToStep(share(input.quote), amountStep(pair)) };
  }
  const price = stepped(input.price, pair.tickSize);
  if (!('value' in price)) return null;
  const quantity = divideAmounts(share(input.quote), price.value);
  return quantity === null ? null : { field: 'quantity', value: floorToStep(quantity, pair.lotSize) };
}

/** Number of decimals of a grid step (0.00001 → 5), to print prices and quantities on it. */
export const stepDecimals = (step: Decimal): number => Math.max(0, step.decimalPlaces());
