import { describe, expect, it } from 'vitest';
import { callingCodeLength, maskPhone } from './phone-mask';

describe('maskPhone', () => {
  it.each([
    ['13812345678', '138****5678'],
    ['138 1234 5678', '138****5678'],
    ['+66812345678', '+66 812**5678'],
    ['+66 81-234-5678', '+66 812**5678'],
    ['0066812345678', '+66 812**5678'],
    ['+8613812345678', '+86 138****5678'],
    ['+14155552671', '+1 415***2671'],
    ['+85291234567', '+852 912*4567'],
    ['+447911123456', '+44 791***3456'],
    ['12345678', '123*5678'],
    ['1234567', '12***67'],
    ['123456', '12**56'],
    ['12345', '1**45'],
    ['1234', '1**4'],
    ['123', '1*3'],
    ['12', '*2'],
    ['1', '*'],
    ['', ''],
    ['  ', ''],
    ['+66', '+66'],
  ])('%j → %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it('never shows a national number of 2 digits or more whole', () => {
    for (let length = 2; length <= 15; length++) {
      const digits = '9'.repeat(length);
      expect(maskPhone(digits)).toContain('*');
      expect(maskPhone(digits)).toHaveLength(length);
    }
  });
});

describe('callingCodeLength', () => {
  it.each([
    ['14155552671', 1],
    ['79161234567', 1],
    ['66812345678', 2],
    ['86138', 2],
    ['852912', 3],
    ['886912', 3],
    ['855123', 3],
    ['380501234567', 3],
  ])('%s → %d', (digits, expected) => {
    expect(callingCodeLength(digits)).toBe(expected);
  });
});
