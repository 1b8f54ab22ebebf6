import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/shared/app-error';
import { fundsRefusalOf } from './funds-refusal';

const refused = (code: number, figures: object = {}) =>
  new AppError('server-exception', { code, operation: 'wallet.withdraw', ...figures });

describe('fundsRefusalOf', () => {
  it.each([
    [404, 'not-found'],
    [4201, 'below-minimum'],
    [4202, 'wrong-coin'],
    [4203, 'quote-expired'],
    [4204, 'wrong-account'],
  ])('reads code %i as %s', (code, kind) => {
    expect(fundsRefusalOf(refused(code))).toEqual({ kind });
  });

  it('carries the figures of an insufficient balance and of a minimum', () => {
    const short = fundsRefusalOf(refused(4101, { current: new Decimal('0.5'), required: new Decimal(2) }));
    expect(short?.kind).toBe('insufficient-balance');
    expect(short?.current?.toFixed()).toBe('0.5');
    expect(short?.required?.toFixed()).toBe('2');
    expect(fundsRefusalOf(refused(4201, { minimum: new Decimal(1) }))?.minimum?.toFixed()).toBe('1');
  });

  it('is null for anything that is not a refusal', () => {
    expect(fundsRefusalOf(refused(500))).toBeNull();
    expect(fundsRefusalOf(new AppError('server-exception', {}))).toBeNull();
    expect(fundsRefusalOf(new AppError('network'))).toBeNull();
    expect(fundsRefusalOf(new Error('x'))).toBeNull();
  });
});
