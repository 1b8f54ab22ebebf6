import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Node } from './node';
import { nodeLevelLabel } from './node';
import {
  checkNodePurchase,
  isLimitReached,
  isSoldOut,
  nodeDailyIncome,
  nodeReturnDate,
  nodeTotalIncome,
  nodeTotalReturn,
  quotaLeft,
} from './node-math';
import { parseNodeType } from './node-type';

const d = (value: string) => new Decimal(value);

const node: Node = {
  id: 1,
  type: 'elite',
  levelId: 3,
  amount: d('1000'),
  days: 30,
  totalQuota: 100,
  sold: 40,
  limitCount: 2,
  purchasedCount: 0,
  purchased: false,
  withdrawRate: d('0.05'),
  machineRate: d('0.003'),
  powerGifted: d('500'),
};

describe('node income', () => {
  it.each([
    ['1000', '0.003', '3'],
    ['0.1', '0.2', '0.02'],
    ['1234.5678', '0.0015', '1.8518517'],
    ['1000', '0', '0'],
  ])('daily income of %s at %s = %s', (amount, rate, expected) => {
    expect(nodeDailyIncome(d(amount), d(rate)).toFixed()).toBe(expected);
  });

  it.each([
    ['1000', '0.003', 30, '90', '1090'],
    ['1000', '0.003', 0, '0', '1000'],
    ['1000', '0.003', -5, '0', '1000'],
    ['0.1', '0.1', 3, '0.03', '0.13'],
    ['500', '0.0123', 365, '2244.75', '2744.75'],
  ])('%s at %s for %d days: income %s, return %s', (amount, rate, days, income, total) => {
    expect(nodeTotalIncome(d(amount), d(rate), days).toFixed()).toBe(income);
    expect(nodeTotalReturn(d(amount), d(rate), days).toFixed()).toBe(total);
  });

  it.each([
    ['2025-01-01T10:00:00Z', 30, '2025-01-31T10:00:00.000Z'],
    ['2025-12-31T00:00:00Z', 1, '2026-01-01T00:00:00.000Z'],
  ])('return date of %s + %d days = %s', (start, days, expected) => {
    expect(nodeReturnDate(new Date(start), days).toISOString()).toBe(expected);
  });
});

describe('quota and limit', () => {
  it.each([
    [100, 40, 60, false],
    [100, 100, 0, true],
    [100, 101, 0, true],
    [0, 0, 0, true],
  ])('total %d sold %d: left %d, sold out %s', (total, sold, left, soldOut) => {
    expect(quotaLeft(total, sold)).toBe(left);
    expect(isSoldOut(total, sold)).toBe(soldOut);
  });

  it.each([
    [0, 2, false],
    [1, 2, false],
    [2, 2, true],
    [3, 2, true],
    [50, 0, false],
    [1, -1, false],
  ])('bought %d of limit %d → reached %s', (purchased, limit, expected) => {
    expect(isLimitReached(purchased, limit)).toBe(expected);
  });

  it.each<[Partial<Node>, object]>([
    [{}, { ok: true, value: node }],
    [{ sold: 100 }, { ok: false, error: { kind: 'sold-out' } }],
    [
      { sold: 100, purchasedCount: 2 },
      { ok: false, error: { kind: 'sold-out' } },
    ],
    [{ purchasedCount: 2 }, { ok: false, error: { kind: 'limit-reached', limit: 2 } }],
    [
      { purchasedCount: 9, limitCount: 0 },
      { ok: true, value: { ...node, purchasedCount: 9, limitCount: 0 } },
    ],
  ])('checkNodePurchase with %o → %o', (change, expected) => {
    expect(checkNodePurchase({ ...node, ...change })).toEqual(expected);
  });
});

describe('node labels and types', () => {
  it.each([
    [1, 'T1'],
    [12, 'T12'],
  ])('level %d → %s', (level, expected) => {
    expect(nodeLevelLabel(level)).toBe(expected);
  });

  it.each<[unknown, string]>([
    [1, 'elite'],
    ['2', 'core'],
    [3, 'genesis'],
    [4, 'unknown'],
  ])('node type %j → %s', (code, expected) => {
    expect(parseNodeType(code)).toBe(expected);
  });
});
