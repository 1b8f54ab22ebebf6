import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/shared/app-error';
import { tradeRefusalOf } from './trade-refusal';

describe('tradeRefusalOf', () => {
  it.each([
    [4101, 'insufficient-balance'],
    [4102, 'order-not-open'],
    [4103, 'below-min-value'],
    [4104, 'unknown-pair'],
    [404, 'order-not-found'],
  ] as const)('reads answer code %i as %s', (code, refusal) => {
    expect(tradeRefusalOf(new AppError('server-exception', { code }))).toBe(refusal);
  });

  it('is null for every other failure', () => {
    expect(tradeRefusalOf(new AppError('server-exception', { code: 500 }))).toBeNull();
    expect(tradeRefusalOf(new AppError('server-exception'))).toBeNull();
    expect(tradeRefusalOf(new AppError('bad-request', { code: 4101 }))).toBeNull();
    expect(tradeRefusalOf(new AppError('network'))).toBeNull();
    expect(tradeRefusalOf(new Error('boom'))).toBeNull();
  });
});
