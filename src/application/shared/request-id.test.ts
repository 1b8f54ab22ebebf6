import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/shared/app-error';
import { isUncertainOutcome, newRequestId, RequestAttempt } from './request-id';

describe('newRequestId', () => {
  it('is 32 hex characters, different each time', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newRequestId()).not.toBe(a);
  });
});

describe('isUncertainOutcome', () => {
  it.each<[unknown, boolean]>([
    [new AppError('network'), true],
    [new AppError('timeout'), true],
    [new AppError('request-failed'), true],
    [new AppError('malformed'), true],
    [new Error('boom'), true],
    [new AppError('server-exception', { code: 4101 }), false],
    [new AppError('bad-request'), false],
  ])('%s → %s', (error, uncertain) => {
    expect(isUncertainOutcome(error)).toBe(uncertain);
  });
});

describe('RequestAttempt', () => {
  it('keeps the id for the same input until an answer arrives', () => {
    const attempt = new RequestAttempt();
    const first = attempt.idFor('101:200');
    expect(attempt.idFor('101:200')).toBe(first);
    attempt.ended('101:200', new AppError('timeout'));
    expect(attempt.idFor('101:200')).toBe(first);
    attempt.ended('101:200');
    expect(attempt.idFor('101:200')).not.toBe(first);
  });

  it('takes a new id for other input, and after a refusal', () => {
    const attempt = new RequestAttempt();
    const first = attempt.idFor('101:200');
    const other = attempt.idFor('101:300');
    expect(other).not.toBe(first);
    attempt.ended('101:300', new AppError('server-exception', { code: 4201 }));
    expect(attempt.idFor('101:300')).not.toBe(other);
  });

  it('an answer to an older input does not drop the newer one', () => {
    const attempt = new RequestAttempt();
    attempt.idFor('a');
    const b = attempt.idFor('b');
    attempt.ended('a');
    expect(attempt.idFor('b')).toBe(b);
  });
});
