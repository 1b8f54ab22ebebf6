import { describe, expect, it } from 'vitest';
import { seededRandom } from '../core/random';
import { type EngineOrder, MatchingEngine, type NewOrder } from './market-engine';
import { type Side, SimBook } from './market-sim';
import { orderWire } from './market-wire';

const PAIR = 'NADI-USDT';
const USER = 1;

/** A book with two known levels a side: asks 100 @ 0.08251, 200 @ 0.08252; bids 100 @ 0.08249, 500 @ 0.08248. */
const setup = () => {
  const book = new SimBook(seededRandom(1));
  book.mid = 8250;
  book.asks.clear();
  book.bids.clear();
  book.asks.set(8251, 10_000);
  book.asks.set(8252, 20_000);
  book.bids.set(8249, 10_000);
  book.bids.set(8248, 50_000);
  const touched: [Side, number][] = [];
  const events: EngineOrder[] = [];
  const trades: [number, number][] = [];
  const engine = new MatchingEngine(book, {
    now: () => 1000,
    touch: (side, tick) => touched.push([side, tick]),
    order: (order) => events.push({ ...order }),
    trade: (lots, ticks) => trades.push([lots, ticks]),
  });
  const place = (order: Omit<NewOrder, 'inst_id'>, user = USER) => {
    const result = engine.place(user, { inst_id: PAIR, ...order }, PAIR);
    if (!result.ok) throw new Error(`refused: ${result.code} ${result.msg}`);
    return result.order;
  };
  const balances = (user = USER) => {
    const a = engine.account(user);
    return {
      USDT: [a.USDT.available.toFixed(), a.USDT.frozen.toFixed()],
      NADI: [a.NADI.available.toFixed(), a.NADI.frozen.toFixed()],
    };
  };
  return { book, engine, touched, events, trades, place, balances };
};

describe('MatchingEngine accounts', () => {
  it('grants a user 10000 USDT and 100000 NADI the first time', () => {
    const { balances, engine } = setup();
    expect(balances()).toEqual({ USDT: ['10000', '0'], NADI: ['100000', '0'] });
    engine.setBalance(USER, 'USDT', '5.5');
    expect(balances().USDT).toEqual(['5.5', '0']);
  });
});

describe('MatchingEngine limit orders', () => {
  it('fills a marketable buy at the book prices and refunds the difference to its limit', () => {
    const { place, balances, book, events, trades } = setup();
    const order = place({ side: 'buy', type: 'limit', price: '0.08252', quantity: '150' });
    expect(orderWire(order)).toMatchObject({
      status: 'filled',
      price: '0.08252',
      quantity: '150.00',
      amount: '12.3780000',
      filled: '150.00',
      filled_amount: '12.3770000',
      avg_price: '0.08251333',
      fee: '0.15',
      fee_coin: 'NADI',
    });
    expect(balances()).toEqual({ USDT: ['9987.623', '0'], NADI: ['100149.85', '0'] });
    expect(book.asks.get(8251)).toBeUndefined();
    expect(book.asks.get(8252)).toBe(15_000);
    expect(trades).toEqual([
      [10_000, 8251],
      [5_000, 8252],
    ]);
    expect(events.map((e) => e.status)).toEqual(['filled']);
  });

  it('rests the rest of a buy, shows it in the book, and gives back the frozen USDT on cancel', () => {
    const { place, balances, engine, touched } = setup();
    const order = place({ side: 'buy', type: 'limit', price: '0.08251', quantity: '300' });
    expect(order.status).toBe('partial_filled');
    expect(balances()).toEqual({ USDT: ['9975.247', '16.502'], NADI: ['100099.9', '0'] });
    expect(engine.restingAt('bids', 8251)).toBe(20_000);
    expect([...engine.restingTicks('bids')]).toEqual([8251]);
    expect(touched).toContainEqual(['bids', 8251]);
    const canceled = engine.cancel(USER, order.id);
    expect(canceled.ok && canceled.order.status).toBe('canceled');
    expect(balances()).toEqual({ USDT: ['9991.749', '0'], NADI: ['100099.9', '0'] });
    expect(engine.restingAt('bids', 8251)).toBe(0);
  });

  it('fills a resting buy at its own price when the walk brings the asks to it', () => {
    const { place, balances, engine, book, events } = setup();
    const order = place({ side: 'buy', type: 'limit', price: '0.08245', quantity: '100' });
    expect(order.status).toBe('new');
    expect(balances().USDT).toEqual(['9991.755', '8.245']);
    engine.matchResting();
    expect(order.filled).toBe(0);
    book.asks.set(8245, 4_000);
    engine.matchResting();
    expect(orderWire(order)).toMatchObject({ status: 'partial_filled', filled: '40.00', fee: '0.04' });
    expect(balances()).toEqual({ USDT: ['9991.755', '4.947'], NADI: ['100039.96', '0'] });
    book.asks.set(8244, 100_000);
    engine.matchResting();
    expect(orderWire(order)).toMatchObject({
      status: 'filled',
      filled: '100.00',
      filled_amount: '8.2450000',
      avg_price: '0.08245',
      fee: '0.1',
    });
    expect(balances()).toEqual({ USDT: ['9991.755', '0'], NADI: ['100099.9', '0'] });
    expect(book.asks.get(8244)).toBe(94_000);
    expect(engine.restingAt('bids', 8245)).toBe(0);
    expect(events.map((e) => e.status)).toEqual(['new', 'partial_filled', 'filled']);
  });

  it('fills a marketable sell, takes the fee in USDT and rests the rest on the asks', () => {
    const { place, balances, engine, book } = setup();
    const order = place({ side: 'sell', type: 'limit', price: '0.08249', quantity: '120' });
    expect(orderWire(order)).toMatchObject({
      status: 'partial_filled',
      filled: '100.00',
      fee: '0.008249',
      fee_coin: 'USDT',
    });
    expect(balances()).toEqual({ USDT: ['10008.240751', '0'], NADI: ['99880', '20'] });
    expect(engine.restingAt('asks', 8249)).toBe(2_000);
    book.bids.set(8250, 500_000);
    engine.matchResting();
    expect(order.status).toBe('filled');
    // 20 NADI more at 0.08249 = 1.6498 USDT, less 0.0016498 fee.
    expect(balances()).toEqual({ USDT: ['10009.8889012', '0'], NADI: ['99880', '0'] });
    expect(engine.cancel(USER, order.id)).toMatchObject({ ok: false, code: 4102 });
  });

  it('gives back the frozen NADI when a resting sell is canceled', () => {
    const { place, balances, engine } = setup();
    const order = place({ side: 'sell', type: 'limit', price: '0.09', quantity: '50.5' });
    expect(balances().NADI).toEqual(['99949.5', '50.5']);
    engine.cancel(USER, order.id);
    expect(balances().NADI).toEqual(['100000', '0']);
  });
});

describe('MatchingEngine market orders', () => {
  it('spends a market buy budget level by level, to the last whole lot', () => {
    const { place, balances } = setup();
    const order = place({ side: 'buy', type: 'market', amount: '10' });
    expect(orderWire(order)).toMatchObject({
      status: 'filled',
      price: null,
      quantity: null,
      amount: '10.0000000',
      filled: '121.19',
      filled_amount: '9.9995988',
      fee: '0.12119',
    });
    expect(balances()).toEqual({ USDT: ['9990.0004012', '0'], NADI: ['100121.06881', '0'] });
  });

  it('sells a market sell quantity into the bids', () => {
    const { place, balances } = setup();
    const order = place({ side: 'sell', type: 'market', quantity: '150' });
    expect(orderWire(order)).toMatchObject({ status: 'filled', amount: null, filled_amount: '12.3730000' });
    expect(balances()).toEqual({ USDT: ['10012.360627', '0'], NADI: ['99850', '0'] });
  });

  it('cancels what the book cannot fill', () => {
    const { place, book, balances } = setup();
    const sell = place({ side: 'sell', type: 'market', quantity: '700' });
    expect(orderWire(sell)).toMatchObject({ status: 'canceled', filled: '600.00' });
    expect(balances().NADI).toEqual(['99400', '0']);
    book.asks.clear();
    const buy = place({ side: 'buy', type: 'market', amount: '5' });
    expect(orderWire(buy)).toMatchObject({ status: 'canceled', filled: '0', avg_price: null });
    // 100 @ 0.08249 + 500 @ 0.08248 = 49.489 USDT, less 0.049489 fee.
    expect(balances().USDT[0]).toBe('10049.439511');
  });
});

describe('MatchingEngine refusals', () => {
  const refused = (order: Omit<NewOrder, 'inst_id'> & { inst_id?: string }, user = USER) => {
    const { engine } = setup();
    engine.setBalance(2, 'USDT', '1');
    return engine.place(user, { inst_id: PAIR, ...order }, PAIR);
  };

  it.each([
    [{ side: 'buy', type: 'limit', price: '0.1', quantity: '100001' }, 4101],
    [{ side: 'sell', type: 'limit', price: '0.1', quantity: '100000.01' }, 4101],
    [{ side: 'buy', type: 'market', amount: '10000.0000001' }, 4101],
    [{ side: 'sell', type: 'market', quantity: '100001' }, 4101],
    [{ side: 'buy', type: 'limit', price: '0.08', quantity: '12.49' }, 4103],
    [{ side: 'buy', type: 'market', amount: '0.99' }, 4103],
    [{ side: 'sell', type: 'market', quantity: '12' }, 4103],
    [{ side: 'buy', type: 'limit', price: '0.082501', quantity: '100' }, 400],
    [{ side: 'buy', type: 'limit', price: '0.08', quantity: '100.001' }, 400],
    [{ side: 'buy', type: 'limit', price: '0', quantity: '100' }, 400],
    [{ side: 'buy', type: 'market', amount: '1.00000001' }, 400],
    [{ side: 'buy', type: 'limit', price: '0.08', quantity: '100', inst_id: 'BTC-USDT' }, 4104],
  ] as const)('%j → code %i', (order, code) => {
    expect(refused(order)).toMatchObject({ ok: false, code });
  });

  it('refuses to cancel an order of another user or an unknown one', () => {
    const { place, engine } = setup();
    const order = place({ side: 'buy', type: 'limit', price: '0.08', quantity: '100' });
    expect(engine.cancel(2, order.id)).toMatchObject({ ok: false, code: 404 });
    expect(engine.cancel(USER, '1')).toMatchObject({ ok: false, code: 404 });
    expect(engine.order(2, order.id)).toBeUndefined();
  });
});

describe('MatchingEngine lists', () => {
  it('lists current, history and success orders newest first', () => {
    const { place, engine } = setup();
    const resting = place({ side: 'buy', type: 'limit', price: '0.08', quantity: '100' });
    const filled = place({ side: 'sell', type: 'market', quantity: '20' });
    const canceled = place({ side: 'sell', type: 'limit', price: '0.09', quantity: '20' });
    engine.cancel(USER, canceled.id);
    place({ side: 'buy', type: 'limit', price: '0.08', quantity: '100' }, 2);
    const ids = (list: 'current' | 'history' | 'success') => engine.list(USER, list).map((o) => o.id);
    expect(ids('current')).toEqual([resting.id]);
    expect(ids('history')).toEqual([canceled.id, filled.id]);
    expect(ids('success')).toEqual([filled.id]);
    expect(engine.list(USER, 'current', 'BTC-USDT')).toEqual([]);
  });
});
