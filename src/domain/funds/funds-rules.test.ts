import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Chain, Token } from '../shared/token';
import {
  addressToCopy,
  validateRechargeAmount,
  validateRechargeTarget,
  validateTransferAmount,
  validateWithdraw,
  WITHDRAW_CONFIRMATIONS,
  WITHDRAW_MINIMUM,
} from './funds-rules';

const d = (value: string) => new Decimal(value);

describe('validateTransferAmount', () => {
  it.each([
    ['', '10', { ok: false, error: { kind: 'required' } }],
    ['1..', '10', { ok: false, error: { kind: 'not-a-number' } }],
    ['-1', '10', { ok: false, error: { kind: 'below-zero' } }],
    ['0', '10', { ok: false, error: { kind: 'zero' } }],
    ['10.1', '10', { ok: false, error: { kind: 'above-available', available: d('10') } }],
    ['1.0000001', '10', { ok: false, error: { kind: 'too-many-decimals', decimals: 6 } }],
  ])('%j with %s available → %o', (text, available, expected) => {
    expect(validateTransferAmount(text, d(available))).toEqual(expected);
  });

  it.each([
    ['10', '10'],
    ['0.000001', '10'],
  ])('accepts %j with %s available', (text, available) => {
    expect(validateTransferAmount(text, d(available)).ok).toBe(true);
  });
});

describe('validateWithdraw', () => {
  it('has the spec constants', () => {
    expect(WITHDRAW_CONFIRMATIONS).toBe(3);
    expect(WITHDRAW_MINIMUM.toFixed()).toBe('1');
  });

  it.each<[string, Token, string, string | undefined, object]>([
    ['', 'NADI', '100', undefined, { kind: 'required' }],
    ['abc', 'NADI', '100', undefined, { kind: 'not-a-number' }],
    ['-5', 'NADI', '100', undefined, { kind: 'below-zero' }],
    ['0', 'NADI', '100', undefined, { kind: 'below-minimum', minimum: WITHDRAW_MINIMUM }],
    ['0.999999', 'NADI', '100', undefined, { kind: 'below-minimum', minimum: WITHDRAW_MINIMUM }],
    ['5', 'NADI', '100', '10', { kind: 'below-minimum', minimum: d('10') }],
    ['5', 'USDT', '100', undefined, { kind: 'only-nadi' }],
    ['100.5', 'NADI', '100', undefined, { kind: 'above-available', available: d('100') }],
    ['1.1234567', 'NADI', '100', undefined, { kind: 'too-many-decimals', decimals: 6 }],
    ['2.5', 'NADI', '100', '3', { kind: 'below-minimum', minimum: d('3') }],
  ])('%j %s (available %s, minimum %s) fails with %o', (amount, coin, available, minimum, error) => {
    const input = { amount, coin, available: d(available), ...(minimum ? { minimum: d(minimum) } : {}) };
    expect(validateWithdraw(input)).toEqual({ ok: false, error });
  });

  it.each([
    ['1', '100'],
    ['100', '100'],
  ])('accepts %j NADI with %s available', (amount, available) => {
    const result = validateWithdraw({ amount, coin: 'NADI', available: d(available) });
    expect(result.ok && result.value.toFixed()).toBe(amount);
  });
});

describe('validateRechargeAmount', () => {
  it.each([
    ['', false],
    ['-1', false],
    ['0', false],
    ['abc', false],
    ['0.5', true],
    ['0.1234567', false],
  ])('%j ok = %s', (text, expected) => {
    expect(validateRechargeAmount(text).ok).toBe(expected);
  });

  it('refuses less than the deposit minimum, naming it', () => {
    expect(validateRechargeAmount('0.5', d('1'))).toEqual({
      ok: false,
      error: { kind: 'below-minimum', minimum: d('1') },
    });
    expect(validateRechargeAmount('1', d('1')).ok).toBe(true);
  });
});

describe('recharge target and address', () => {
  it.each<[Token | null, Chain | null, string | null | undefined, object]>([
    [null, null, '0xabc', { ok: false, error: { kind: 'coin-not-chosen' } }],
    [null, 'BSC', '0xabc', { ok: false, error: { kind: 'coin-not-chosen' } }],
    ['USDT', null, '0xabc', { ok: false, error: { kind: 'chain-not-chosen' } }],
    ['USDT', 'BSC', null, { ok: false, error: { kind: 'no-address' } }],
    ['USDT', 'BSC', undefined, { ok: false, error: { kind: 'no-address' } }],
    ['USDT', 'BSC', '  ', { ok: false, error: { kind: 'no-address' } }],
    ['USDT', 'BSC', ' 0xabc ', { ok: true, value: '0xabc' }],
  ])('copy %s on %s with %j → %o', (coin, chain, address, expected) => {
    expect(addressToCopy(coin, chain, address)).toEqual(expected);
  });

  it.each<[Token | null, Chain | null, boolean]>([
    ['NADI', 'NADI', true],
    ['NADI', null, false],
    [null, 'NADI', false],
  ])('target %s on %s ok = %s', (coin, chain, expected) => {
    expect(validateRechargeTarget(coin, chain).ok).toBe(expected);
  });
});
