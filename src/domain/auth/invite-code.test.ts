import { describe, expect, it } from 'vitest';
import { inviteCodeFromUrl, isInviteCode } from './invite-code';

describe('inviteCodeFromUrl', () => {
  it.each([
    ['https://nadi.app/?code=abc123', 'ABC123'],
    ['https://nadi.app/#/index?code=NADI2025', 'NADI2025'],
    ['https://nadi.app/?code=Q1W2#/index?code=OTHER1', 'Q1W2'],
    ['https://nadi.app/#/index', ''],
    ['https://nadi.app/?code=bad%20code', ''],
    ['https://nadi.app/?code=toolongtoolongtoolong', ''],
    ['not a url', ''],
  ])('%s -> %j', (href, code) => {
    expect(inviteCodeFromUrl(href)).toBe(code);
  });
});

describe('isInviteCode', () => {
  it.each([
    ['', true],
    ['NADI2025', true],
    [' ab12 ', true],
    ['ab1', false],
    ['ab-12', false],
    ['x'.repeat(17), false],
  ])('%j -> %s', (code, valid) => {
    expect(isInviteCode(code)).toBe(valid);
  });
});
