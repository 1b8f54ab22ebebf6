import { describe, expect, it } from 'vitest';
import {
  type CarApplicationInput,
  documentSizeOk,
  MAX_CAR_DOCUMENT_BYTES,
  validateCarApplication,
} from './car-application-rules';
import { canApplyFor, canResubmit, parseCarApplicationStatus } from './car-application-status';

/** A stand-in for the phone library: Thai mobiles only. */
const thaiMobile = (phone: string, region: string) => region === 'TH' && /^\+668\d{8}$/.test(phone);

const input = (fields: Partial<CarApplicationInput> = {}): CarApplicationInput => ({
  carId: 1,
  name: ' Somchai ',
  phone: '+66812345678',
  region: 'TH',
  documents: ['https://cdn.example/doc.png'],
  resubmitOf: null,
  ...fields,
});

describe('validateCarApplication', () => {
  it('answers the trimmed draft', () => {
    expect(validateCarApplication(input({ resubmitOf: 4 }), thaiMobile)).toEqual({
      ok: true,
      value: {
        carId: 1,
        name: 'Somchai',
        phone: '+66812345678',
        documents: ['https://cdn.example/doc.png'],
        resubmitOf: 4,
      },
    });
  });

  it('names every failing field at once', () => {
    const result = validateCarApplication(
      input({ carId: null, name: '  ', phone: '+6621234567', documents: [] }),
      thaiMobile,
    );
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'invalid-fields',
        fields: {
          car: { kind: 'required' },
          name: { kind: 'required' },
          phone: { kind: 'invalid-phone' },
          documents: { kind: 'required' },
        },
      },
    });
  });

  it('wants a phone', () => {
    const result = validateCarApplication(input({ phone: '' }), thaiMobile);
    expect(result.ok ? null : result.error.fields).toEqual({ phone: { kind: 'required' } });
  });
});

describe('car application status', () => {
  it.each([
    [1, 'pending', false],
    [2, 'approved', false],
    [3, 'rejected', true],
    [0, 'unknown', false],
  ])('code %d → %s, resubmit %s', (code, status, resubmit) => {
    expect(parseCarApplicationStatus(code)).toBe(status);
    expect(canResubmit(parseCarApplicationStatus(code))).toBe(resubmit);
  });

  it.each([
    [[], true],
    [['rejected'], true],
    [['rejected', 'pending'], false],
    [['approved'], false],
  ] as const)('may apply with %j: %s', (statuses, expected) => {
    expect(canApplyFor(statuses)).toBe(expected);
  });

  it.each([
    [0, false],
    [1, true],
    [MAX_CAR_DOCUMENT_BYTES, true],
    [MAX_CAR_DOCUMENT_BYTES + 1, false],
  ])('a document of %d bytes: %s', (bytes, expected) => {
    expect(documentSizeOk(bytes)).toBe(expected);
  });
});
