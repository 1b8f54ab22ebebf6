import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addAmounts } from '../shared/money';
import {
  isChoiceAllowed,
  isNativeToken,
  type PaymentOptions,
  paidByValues,
  paymentStatuses,
} from './payment-method';
import { covers, erc20GasNeeded, nativeTotalNeeded, shortfall, splitMixedPayment } from './payment-rules';

const d = (value: string | number) => new Decimal(value);

/** Amounts of any size with up to 18 decimals, built from text so no float is involved. */
const amount = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 18 }))
  .map(([units, decimals]) => new Decimal(`${units}e-${decimals}`));
const anyAmount = fc.tuple(fc.boolean(), amount).map(([negative, value]) => (negative ? value.neg() : value));

describe('splitMixedPayment', () => {
  it.each([
    ['100', '30', '30', '70'],
    ['100', '100', '100', '0'],
    ['100', '250.5', '100', '0'],
    ['100', '0', '0', '100'],
    ['100', '-5', '0', '100'],
    ['0.1', '0.07', '0.07', '0.03'],
    ['100.000000000000000001', '0.000000000000000001', '0.000000000000000001', '100'],
    ['-1', '10', '0', '0'],
  ])('total %s with balance %s: balance part %s, chain part %s', (total, balance, balancePart, chainPart) => {
    const split = splitMixedPayment(d(total), d(balance));
    expect(split.balancePart.toFixed()).toBe(balancePart);
    expect(split.chainPart.toFixed()).toBe(chainPart);
  });

  it('always adds up to the total, never negative, balance part within the balance', () => {
    fc.assert(
      fc.property(amount, anyAmount, (total, balance) => {
        const { balancePart, chainPart } = splitMixedPayment(total, balance);
        expect(addAmounts(balancePart, chainPart).eq(total)).toBe(true);
        expect(balancePart.isNegative() || chainPart.isNegative()).toBe(false);
        expect(balancePart.lte(Decimal.max(balance, 0))).toBe(true);
        // The balance goes first: the chain pays only what the balance could not.
        expect(chainPart.isZero() || balancePart.eq(Decimal.max(balance, 0))).toBe(true);
      }),
    );
  });
});

describe('balance and gas rules', () => {
  it.each([
    ['10', '10', true, '0'],
    ['9.999999', '10', false, '0.000001'],
    ['11', '10', true, '0'],
  ])('holding %s for %s: covered %s, short by %s', (current, required, covered, short) => {
    expect(covers(d(current), d(required))).toBe(covered);
    expect(shortfall(d(current), d(required)).toFixed()).toBe(short);
  });

  it('counts the approval’s gas only when an approval is asked for', () => {
    expect(erc20GasNeeded(true, d('0.0002'), d('0.0003')).toFixed()).toBe('0.0005');
    expect(erc20GasNeeded(false, d('0.0002'), d('0.0003')).toFixed()).toBe('0.0003');
  });

  it('adds the gas to a native amount exactly', () => {
    expect(nativeTotalNeeded(d('0.1'), d('0.2')).toFixed()).toBe('0.3');
    expect(nativeTotalNeeded(d('1.000000000000000001'), d('0.000000000000000001')).toFixed()).toBe(
      '1.000000000000000002',
    );
  });
});

describe('payment methods', () => {
  const options = (overrides: Partial<PaymentOptions> = {}): PaymentOptions => ({
    orderId: 1,
    status: 'unpaid',
    amount: d(100),
    unit: 'USDT',
    expiresAt: new Date(0),
    balance: { enabled: true, available: d(0) },
    destroyQuota: { enabled: false, available: d(0) },
    mixed: true,
    chains: [{ chain: 'BSC', tokens: [{ token: 'USDT', amount: d(100) }] }],
    ...overrides,
  });

  it.each([
    [{ method: 'balance' } as const, {}, true],
    [{ method: 'balance' } as const, { balance: { enabled: false, available: d(0) } }, false],
    [{ method: 'destroyQuota' } as const, {}, false],
    [{ method: 'chain', chain: 'BSC', token: 'USDT' } as const, {}, true],
    [{ method: 'chain', chain: 'BSC', token: 'BNB' } as const, {}, false],
    [{ method: 'chain', chain: 'NADI', token: 'USDT' } as const, {}, false],
    [{ method: 'mixed', chain: 'BSC', token: 'USDT' } as const, {}, true],
    [{ method: 'mixed', chain: 'BSC', token: 'USDT' } as const, { mixed: false }, false],
    [
      { method: 'mixed', chain: 'BSC', token: 'USDT' } as const,
      { balance: { enabled: false, available: d(0) } },
      false,
    ],
  ])('%o with %o allowed: %s', (choice, overrides, allowed) => {
    expect(isChoiceAllowed(options(overrides), choice)).toBe(allowed);
  });

  it('reads statuses and payers from the wire, anything else as unknown', () => {
    expect(paymentStatuses.parse('PENDING')).toBe('pending');
    expect(paymentStatuses.parse('refunded')).toBe('unknown');
    expect(paidByValues.parse('destroy_quota')).toBe('destroyQuota');
    expect(paidByValues.codeOf('mixed')).toBe('mixed');
    expect(isNativeToken('BNB')).toBe(true);
    expect(isNativeToken('USDT')).toBe(false);
  });
});
