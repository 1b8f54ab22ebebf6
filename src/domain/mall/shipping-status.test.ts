import { describe, expect, it } from 'vitest';
import {
  canConfirmReceipt,
  type MallOrderTab,
  mallOrderTabs,
  parseShippingStatus,
  shippingStatuses,
  statusAfterReceipt,
  tabStatus,
} from './shipping-status';

describe('shipping status', () => {
  it.each([
    [1, 'toShip', false, null],
    [2, 'toReceive', true, 'completed'],
    [3, 'completed', false, null],
    [0, 'unknown', false, null],
  ])('code %d → %s, confirmable %s, then %s', (code, status, confirmable, after) => {
    const parsed = parseShippingStatus(code);
    expect(parsed).toBe(status);
    expect(canConfirmReceipt(parsed)).toBe(confirmable);
    expect(statusAfterReceipt(parsed)).toBe(after);
  });
});

describe('mall order tabs', () => {
  it('lists the tabs in screen order', () => {
    expect(mallOrderTabs.members).toEqual(['all', 'toShip', 'toReceive', 'completed']);
  });

  it.each<[MallOrderTab, string | null]>([
    ['all', null],
    ['toShip', 'toShip'],
    ['toReceive', 'toReceive'],
    ['completed', 'completed'],
  ])('tab %s lists %s with the same code', (tab, status) => {
    const filtered = tabStatus(tab);
    expect(filtered).toBe(status);
    if (filtered !== null) expect(shippingStatuses.codeOf(filtered)).toBe(mallOrderTabs.codeOf(tab));
  });
});
