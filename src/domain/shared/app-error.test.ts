import { describe, expect, it } from 'vitest';
import { AppError, type AppErrorKind, isAppError } from './app-error';

describe('AppError', () => {
  it.each<[AppErrorKind, boolean]>([
    ['network', true],
    ['timeout', true],
    ['server-exception', true],
    ['request-failed', true],
    ['malformed', true],
    ['unauthorized', false],
    ['forbidden', false],
    ['bad-request', false],
    ['insufficient-balance', false],
    ['signature-cancelled', false],
  ])('%s retryable: %s', (kind, retryable) => {
    expect(new AppError(kind).retryable).toBe(retryable);
  });

  it.each([
    [{}, 'bad-request'],
    [{ serverMessage: 'Amount too large' }, 'bad-request: Amount too large'],
  ])('with %o has message %s', (detail, message) => {
    const error = new AppError('bad-request', detail);
    expect(error.message).toBe(message);
    expect(error.name).toBe('AppError');
    expect(error.detail).toEqual(detail);
  });

  it('keeps its cause', () => {
    const cause = new Error('socket hang up');
    expect(new AppError('network', {}, { cause }).cause).toBe(cause);
  });

  it.each<[unknown, boolean]>([
    [new AppError('timeout'), true],
    [new Error('timeout'), false],
    [{ kind: 'timeout' }, false],
    [null, false],
  ])('isAppError(%o) = %s', (value, expected) => {
    expect(isAppError(value)).toBe(expected);
  });
});
