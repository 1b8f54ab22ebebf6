import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { destroyQuantity, isOutOfStock, remainingPower } from './mining';

const d = (value: string) => new Decimal(value);

describe('mining numbers', () => {
  it.each([
    ['100', '0.0825', '1212.121212121212121212121212121212121212121212121212121212121212'],
    ['100', '0.5', '200'],
    ['0', '2', '0'],
  ])('destroying %s USDT at %s burns %s NADI', (usdt, price, nadi) => {
    expect(destroyQuantity(d(usdt), d(price))?.toFixed()).toBe(nadi);
  });

  it.each(['0', '-1'])('has no quantity at price %s', (price) => {
    expect(destroyQuantity(d('100'), d(price))).toBeNull();
  });

  it.each([
    ['100', '20', '30', '90'],
    ['0.1', '0.2', '0.3', '0'],
    ['10', '0', '20', '0'],
  ])('basic %s + gift %s − released %s leaves %s', (basic, gift, released, left) => {
    expect(remainingPower(d(basic), d(gift), d(released)).toFixed()).toBe(left);
  });

  it.each([
    [0, true],
    [-1, true],
    [1, false],
  ])('stock %d is out of stock: %s', (stock, out) => {
    expect(isOutOfStock({ stock })).toBe(out);
  });
});
