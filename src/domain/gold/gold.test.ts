import { describe, expect, it } from 'vitest';
import { type GoldOrderInput, validateGoldOrder } from './gold-order-rules';
import { parseGoldReleaseStatus } from './gold-release-status';

describe('validateGoldOrder', () => {
  it.each<[GoldOrderInput, object]>([
    [
      { needsDelivery: true, addressId: null, remark: '' },
      { ok: false, error: { kind: 'address-required' } },
    ],
    [
      { needsDelivery: true, addressId: 7, remark: '' },
      { ok: true, value: { addressId: 7, remark: '' } },
    ],
    [
      { needsDelivery: true, addressId: 7, remark: ' gift ' },
      { ok: true, value: { addressId: 7, remark: 'gift' } },
    ],
    [
      { needsDelivery: false, addressId: null, remark: '' },
      { ok: true, value: { addressId: null, remark: '' } },
    ],
    [
      { needsDelivery: false, addressId: 7, remark: 'x' },
      { ok: true, value: { addressId: null, remark: 'x' } },
    ],
  ])('%o → %o', (input, expected) => {
    expect(validateGoldOrder(input)).toEqual(expected);
  });
});

describe('parseGoldReleaseStatus', () => {
  it.each<[unknown, string]>([
    [1, 'releasing'],
    ['2', 'completed'],
    [3, 'unknown'],
  ])('%j → %s', (code, expected) => {
    expect(parseGoldReleaseStatus(code)).toBe(expected);
  });
});
