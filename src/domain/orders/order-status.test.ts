import { describe, expect, it } from 'vitest';
import { canPayOrCancel, orderStatuses, parseOrderStatus, parseOrderType } from './order-status';

describe('order status', () => {
  it.each([
    [0, 'all', false],
    [1, 'toPay', true],
    [2, 'inProgress', false],
    [3, 'completed', false],
    [4, 'cancelled', false],
    [5, 'paid', false],
    [6, 'unknown', false],
  ])('code %d → %s, payable %s', (code, status, payable) => {
    const parsed = parseOrderStatus(code);
    expect(parsed).toBe(status);
    expect(canPayOrCancel(parsed)).toBe(payable);
  });

  it('sends the code of a filter', () => {
    expect(orderStatuses.codeOf('toPay')).toBe(1);
  });
});

describe('order type', () => {
  it.each([
    [1, 'buyDevice'],
    [2, 'buyNode'],
    [3, 'destroyMining'],
    [4, 'jointMining'],
    [5, 'buyGold'],
    [6, 'unknown'],
  ])('code %d → %s', (code, expected) => {
    expect(parseOrderType(code)).toBe(expected);
  });
});
