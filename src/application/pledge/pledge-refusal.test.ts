import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/shared/app-error';
import { pledgeRefusalOf } from './pledge-refusal';

const refused = (code: number, figures: Record<string, string> = {}) =>
  new AppError('server-exception', {
    code,
    ...Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, new Decimal(v)])),
  });

describe('pledgeRefusalOf', () => {
  it.each<[number, string]>([
    [404, 'not-found'],
    [4101, 'insufficient-balance'],
    [4201, 'below-minimum'],
    [4601, 'product-full'],
    [4602, 'product-ended'],
    [4603, 'product-not-started'],
    [4604, 'already-redeemed'],
    [4605, 'not-matured'],
  ])('code %d is %s', (code, kind) => {
    expect(pledgeRefusalOf(refused(code))?.kind).toBe(kind);
  });

  it('keeps the figures the server sent', () => {
    const refusal = pledgeRefusalOf(refused(4101, { current: '5', required: '1212.121213' }));
    expect(refusal?.current?.toFixed()).toBe('5');
    expect(refusal?.required?.toFixed()).toBe('1212.121213');
    expect(pledgeRefusalOf(refused(4601, { remaining: '40' }))?.remaining?.toFixed()).toBe('40');
    expect(pledgeRefusalOf(refused(4201, { minimum: '100' }))?.minimum?.toFixed()).toBe('100');
  });

  it('is null for anything else', () => {
    expect(pledgeRefusalOf(refused(4202))).toBeNull();
    expect(pledgeRefusalOf(new AppError('timeout'))).toBeNull();
    expect(pledgeRefusalOf(new Error('x'))).toBeNull();
    expect(pledgeRefusalOf(new AppError('server-exception'))).toBeNull();
  });
});
