import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { isOrderActionable, isOrderExpired, type Order, shownOrderStatus } from './order';

const order = (fields: Partial<Order> = {}): Order => ({
  id: 1,
  orderNo: 'NO1',
  type: 'buyNode',
  status: 'toPay',
  num: 1,
  price: new Decimal(100),
  totalPrice: new Decimal(100),
  goodsId: 1,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: new Date('2026-01-01T00:15:00Z'),
  ...fields,
});

describe('order expiry', () => {
  it.each<[Partial<Order>, string, boolean, string, boolean]>([
    [{}, '2026-01-01T00:14:59.999Z', false, 'toPay', true],
    [{}, '2026-01-01T00:15:00Z', true, 'cancelled', false],
    [{ status: 'paid' }, '2026-01-01T01:00:00Z', false, 'paid', false],
    [{ status: 'inProgress' }, '2026-01-01T01:00:00Z', false, 'inProgress', false],
    [{ status: 'cancelled' }, '2026-01-01T00:00:00Z', false, 'cancelled', false],
    [{ status: 'unknown' }, '2026-01-01T00:00:00Z', false, 'unknown', false],
  ])('%o at %s: expired %s, shown %s, actionable %s', (fields, now, expired, shown, actionable) => {
    const at = new Date(now);
    expect(isOrderExpired(order(fields), at)).toBe(expired);
    expect(shownOrderStatus(order(fields), at)).toBe(shown);
    expect(isOrderActionable(order(fields), at)).toBe(actionable);
  });
});
