import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { samplePair } from '../../../tests/fakes/fake-trade-api';
import {
  amountStep,
  floorToStep,
  onStep,
  orderTicket,
  percentFill,
  stepDecimals,
  type TicketInput,
} from './order-ticket';

const d = (text: string) => new Decimal(text);
/** A finer lot than the mock's, so the brief's example quantity 1234.5678 is on the grid. */
const finePair = samplePair({ lotSize: d('0.0001') });

const input = (overrides: Partial<TicketInput> = {}): TicketInput => ({
  side: 'buy',
  type: 'limit',
  price: '',
  quantity: '',
  amount: '',
  pair: samplePair(),
  base: d('100000'),
  quote: d('10000'),
  bestBid: d('0.08248'),
  bestAsk: d('0.08257'),
  ...overrides,
});

const text = (value: Decimal | null | undefined) => value?.toFixed() ?? null;

describe('limit orders: exact totals and fees', () => {
  it('buy: total = price × quantity exactly, fee in NADI on the quantity', () => {
    const ticket = orderTicket(input({ pair: finePair, price: '0.08251', quantity: '1234.5678' }));
    expect(ticket.errors).toEqual({});
    expect(text(ticket.total)).toBe('101.864189178');
    expect(text(ticket.fee)).toBe('1.2345678');
    expect(ticket.feeCoin).toBe('NADI');
    expect(text(ticket.receive)).toBe('1233.3332322');
    expect(ticket.estimated).toBe(false);
    expect(ticket.order).toEqual({
      instId: 'NADI-USDT',
      type: 'limit',
      side: 'buy',
      price: d('0.08251'),
      quantity: d('1234.5678'),
    });
  });

  it('sell: fee in USDT on the total, exact to the last digit', () => {
    const ticket = orderTicket(
      input({ pair: finePair, side: 'sell', price: '0.08251', quantity: '1234.5678' }),
    );
    expect(text(ticket.total)).toBe('101.864189178');
    expect(text(ticket.fee)).toBe('0.101864189178');
    expect(ticket.feeCoin).toBe('USDT');
    expect(text(ticket.receive)).toBe('101.762324988822');
  });

  it('never goes through floats: 0.1 × 0.2 style values stay exact', () => {
    const ticket = orderTicket(input({ price: '0.00003', quantity: '70000.01' }));
    expect(text(ticket.total)).toBe('2.1000003');
  });

  it('uses the higher of the maker and taker rates for a limit order, the taker rate for a market order', () => {
    const pair = samplePair({ makerFeeRate: d('0.0008'), takerFeeRate: d('0.001') });
    expect(text(orderTicket(input({ pair, price: '0.08', quantity: '100' })).feeRate)).toBe('0.001');
    const lower = samplePair({ makerFeeRate: d('0.002'), takerFeeRate: d('0.001') });
    expect(text(orderTicket(input({ pair: lower, price: '0.08', quantity: '100' })).feeRate)).toBe('0.002');
    expect(text(orderTicket(input({ pair: lower, type: 'market', quantity: '100' })).feeRate)).toBe('0.001');
  });
});

describe('limit orders: validation', () => {
  it.each([
    ['', 'required'],
    ['abc', 'not-a-number'],
    ['1e-5', 'not-a-number'],
    ['-0.08', 'below-zero'],
    ['0', 'zero'],
  ])('price %j fails with %s', (price, kind) => {
    const ticket = orderTicket(input({ price, quantity: '100' }));
    expect(ticket.errors.price?.kind).toBe(kind);
    expect(ticket.order).toBeNull();
  });

  it('refuses a price off the tick and a quantity off the lot, naming the step', () => {
    const ticket = orderTicket(input({ price: '0.082505', quantity: '100.005' }));
    expect(ticket.errors.price).toEqual({ kind: 'off-step', step: d('0.00001') });
    expect(ticket.errors.quantity).toEqual({ kind: 'off-step', step: d('0.01') });
    expect(ticket.total).toBeNull();
  });

  it('accepts trailing zeros and a bare dot as typed on a phone', () => {
    const ticket = orderTicket(input({ price: '0.082500', quantity: '100.' }));
    expect(ticket.errors).toEqual({});
    expect(text(ticket.total)).toBe('8.25');
  });

  it('refuses an order worth less than the minimum', () => {
    const ticket = orderTicket(input({ price: '0.08', quantity: '12.49' }));
    expect(text(ticket.total)).toBe('0.9992');
    expect(ticket.errors.total).toEqual({ kind: 'below-min-value', minimum: d('1') });
    expect(ticket.order).toBeNull();
  });

  it('a buy needs the total in USDT: exactly the balance passes, one unit more fails', () => {
    const exact = orderTicket(input({ quote: d('8.25'), price: '0.0825', quantity: '100' }));
    expect(exact.errors).toEqual({});
    const over = orderTicket(input({ quote: d('8.2499999'), price: '0.0825', quantity: '100' }));
    expect(over.errors.total).toEqual({
      kind: 'insufficient-balance',
      coin: 'USDT',
      current: d('8.2499999'),
      required: d('8.25'),
    });
  });

  it('a sell needs the quantity in NADI', () => {
    const ticket = orderTicket(input({ side: 'sell', base: d('99.99'), price: '0.0825', quantity: '100' }));
    expect(ticket.errors.quantity).toMatchObject({ kind: 'insufficient-balance', coin: 'NADI' });
  });
});

describe('market orders', () => {
  it('buy: spends an amount of USDT; the quantity and fee are estimates at the best ask', () => {
    const ticket = orderTicket(input({ type: 'market', amount: '7.5' }));
    expect(ticket.errors).toEqual({});
    expect(text(ticket.total)).toBe('7.5');
    // 7.5 / 0.08257 = 90.832… → 90.83 NADI (whole lots); fee 0.1 % of that.
    expect(text(ticket.quantity)).toBe('90.83');
    expect(text(ticket.fee)).toBe('0.09083');
    expect(ticket.estimated).toBe(true);
    expect(ticket.order).toEqual({ instId: 'NADI-USDT', type: 'market', side: 'buy', amount: d('7.5') });
  });

  it('buy: the amount is checked against the USDT balance, the minimum and its grid (tick × lot)', () => {
    expect(orderTicket(input({ type: 'market', amount: '10000.0000001' })).errors.amount).toMatchObject({
      kind: 'insufficient-balance',
      coin: 'USDT',
    });
    expect(orderTicket(input({ type: 'market', amount: '0.5' })).errors.amount?.kind).toBe('below-min-value');
    expect(orderTicket(input({ type: 'market', amount: '1.00000001' })).errors.amount).toEqual({
      kind: 'off-step',
      step: d('0.0000001'),
    });
  });

  it('buy without a best ask still validates; only the estimate is missing', () => {
    const ticket = orderTicket(input({ type: 'market', amount: '5', bestAsk: null }));
    expect(ticket.order).not.toBeNull();
    expect(ticket.quantity).toBeNull();
    expect(ticket.fee).toBeNull();
  });

  it('sell: sells a quantity; the total is estimated at the best bid, the fee in USDT', () => {
    const ticket = orderTicket(input({ type: 'market', side: 'sell', quantity: '250.4' }));
    expect(text(ticket.total)).toBe('20.652992');
    expect(text(ticket.fee)).toBe('0.020652992');
    expect(text(ticket.receive)).toBe('20.632339008');
    expect(ticket.order).toEqual({ instId: 'NADI-USDT', type: 'market', side: 'sell', quantity: d('250.4') });
  });

  it('sell: below the minimum value at the best bid', () => {
    const ticket = orderTicket(input({ type: 'market', side: 'sell', quantity: '10' }));
    expect(ticket.errors.total?.kind).toBe('below-min-value');
  });
});

describe('percentage shortcuts', () => {
  it('limit buy: the quantity a share of the USDT buys at the price, rounded down to the lot', () => {
    const fill = percentFill(input({ price: '0.08251' }), 25);
    // 2500 / 0.08251 = 30299.3576… → 30299.35
    expect(fill).toEqual({ field: 'quantity', value: d('30299.35') });
    const ticket = orderTicket(input({ price: '0.08251', quantity: '30299.35' }));
    expect(ticket.total?.lte(d('2500'))).toBe(true);
  });

  it('limit buy at 100% never asks for more than the balance', () => {
    const quote = d('1234.5678901');
    const fill = percentFill(input({ price: '0.08251', quote }), 100);
    const ticket = orderTicket(input({ price: '0.08251', quote, quantity: fill?.value.toFixed() ?? '' }));
    expect(ticket.errors).toEqual({});
    expect(ticket.total?.lte(quote)).toBe(true);
    // One more lot would be too much.
    const more = fill?.value.plus('0.01').toFixed() ?? '';
    expect(orderTicket(input({ price: '0.08251', quote, quantity: more })).errors.total?.kind).toBe(
      'insufficient-balance',
    );
  });

  it('limit buy needs a valid price first', () => {
    expect(percentFill(input({ price: '' }), 50)).toBeNull();
    expect(percentFill(input({ price: '0.082505' }), 50)).toBeNull();
  });

  it('market buy: a share of the USDT on the amount grid', () => {
    expect(percentFill(input({ type: 'market', quote: d('10.12345678') }), 75)).toEqual({
      field: 'amount',
      value: d('7.5925925'),
    });
  });

  it.each([
    [25, '25000.12'],
    [50, '50000.25'],
    [75, '75000.37'],
    [100, '100000.5'],
  ] as const)('sell %i%%: a share of the NADI, rounded down to the lot', (percent, expected) => {
    const fill = percentFill(input({ side: 'sell', base: d('100000.5') }), percent);
    expect(fill).toEqual({ field: 'quantity', value: d(expected) });
  });
});

describe('grid helpers', () => {
  it('floors to a step exactly and says whether a value is on it', () => {
    expect(floorToStep(d('1.239'), d('0.01')).toFixed()).toBe('1.23');
    expect(floorToStep(d('-1'), d('0.01')).toFixed()).toBe('0');
    expect(onStep(d('0.08250'), d('0.00001'))).toBe(true);
    expect(onStep(d('0.082501'), d('0.00001'))).toBe(false);
    expect(amountStep(samplePair()).toFixed()).toBe('0.0000001');
    expect(stepDecimals(d('0.00001'))).toBe(5);
    expect(stepDecimals(d('1'))).toBe(0);
  });
});
