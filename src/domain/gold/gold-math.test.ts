import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  canCancelGoldOrder,
  canConfirmGoldReceipt,
  canPayGoldOrder,
  type GoldOrderTab,
  goldOrderStatuses,
  goldOrderTabs,
  goldTabStatus,
  parseGoldOrderStatus,
} from './gold-order-status';
import { goldPriceBreakdown, goldPriceMoved, releasePercent, releaseRemaining } from './gold-price-math';
import { clampGoldQuantity, maxGoldQuantity } from './gold-quantity';

const d = (v: string) => new Decimal(v);

describe('goldPriceBreakdown', () => {
  it.each([
    // gold price, grams, fee, num → gold value, unit, total
    ['75.31', '10', '12.5', 1, '753.1', '765.6', '765.6'],
    ['75.31', '1', '3', 3, '75.31', '78.31', '234.93'],
    ['0.1', '0.3', '0', 3, '0.03', '0.03', '0.09'],
    ['80', '31.1035', '20', 2, '2488.28', '2508.28', '5016.56'],
  ])('%s × %s g + %s, %i units', (price, grams, fee, num, goldValue, unit, total) => {
    const b = goldPriceBreakdown(d(price), d(grams), d(fee), num);
    expect(b.goldValue.toFixed()).toBe(goldValue);
    expect(b.unitPrice.toFixed()).toBe(unit);
    expect(b.total.toFixed()).toBe(total);
    expect(b.num).toBe(num);
  });

  it('tells a moved price from the same one written differently', () => {
    expect(goldPriceMoved(d('75.30'), d('75.3'))).toBe(false);
    expect(goldPriceMoved(d('75.3'), d('75.31'))).toBe(true);
  });
});

describe('release progress', () => {
  it.each([
    ['100', '0', '100', 0],
    ['100', '33.339', '66.661', 33],
    ['100', '100', '0', 100],
    ['100', '120', '0', 100],
    ['0', '0', '0', 0],
  ])('%s with %s released: %s left, %i %%', (amount, released, left, percent) => {
    expect(releaseRemaining(d(amount), d(released)).toFixed()).toBe(left);
    expect(releasePercent(d(amount), d(released))).toBe(percent);
  });
});

describe('gold quantity', () => {
  it.each([
    [1, 10, 1],
    [0, 10, 1],
    [-3, 10, 1],
    [2.7, 10, 2],
    [12, 10, 10],
    [Number.NaN, 10, 1],
    [5, 0, 0],
    [500, 1000, 99],
  ])('%d with stock %d → %d', (value, stock, expected) => {
    expect(clampGoldQuantity(value, stock)).toBe(expected);
  });

  it('allows at most 99 or the stock', () => {
    expect(maxGoldQuantity(3)).toBe(3);
    expect(maxGoldQuantity(-1)).toBe(0);
    expect(maxGoldQuantity(1000)).toBe(99);
  });
});

describe('gold order status', () => {
  it.each([
    [0, 'toPay', false, false],
    [1, 'toShip', false, true],
    [2, 'toReceive', true, false],
    [3, 'completed', false, false],
    [4, 'cancelled', false, false],
    [9, 'unknown', false, false],
  ])('code %d → %s; receipt %s, cancel %s', (code, status, receipt, cancel) => {
    const parsed = parseGoldOrderStatus(code);
    expect(parsed).toBe(status);
    expect(canConfirmGoldReceipt(parsed)).toBe(receipt);
    expect(canCancelGoldOrder(parsed)).toBe(cancel);
    expect(canPayGoldOrder(parsed)).toBe(code === 0);
  });

  it.each<[GoldOrderTab, string | null]>([
    ['all', null],
    ['toPay', 'toPay'],
    ['toShip', 'toShip'],
    ['toReceive', 'toReceive'],
    ['completed', 'completed'],
  ])('tab %s lists %s under the same code', (tab, status) => {
    const listed = goldTabStatus(tab);
    expect(listed).toBe(status);
    if (listed !== null) expect(goldOrderStatuses.codeOf(listed)).toBe(goldOrderTabs.codeOf(tab));
  });
});
