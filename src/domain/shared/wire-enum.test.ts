import { describe, expect, it } from 'vitest';
import { localEnum, wireEnum } from './wire-enum';

const status = wireEnum('sample', { first: 1, second: 2, unknown: 9 });
const side = wireEnum('side', { buy: 'buy', sell: 'sell' });
const coin = wireEnum('coin', { USDT: 'USDT' }, { caseInsensitive: true });
const phase = localEnum('phase', ['start', 'end']);

describe('wireEnum.parse', () => {
  it.each<[unknown, string]>([
    [1, 'first'],
    ['1', 'first'],
    [' 2 ', 'second'],
    [9, 'unknown'],
    [3, 'unknown'],
    [-1, 'unknown'],
    [Number.NaN, 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
    [{}, 'unknown'],
    [true, 'unknown'],
    ['first', 'unknown'],
  ])('sample code %j → %s', (code, expected) => {
    expect(status.parse(code)).toBe(expected);
  });

  it.each<[unknown, string]>([
    ['buy', 'buy'],
    ['BUY', 'unknown'],
    ['sell', 'sell'],
  ])('case-sensitive side code %j → %s', (code, expected) => {
    expect(side.parse(code)).toBe(expected);
  });

  it.each<[unknown, string]>([
    ['usdt', 'USDT'],
    ['USDT', 'USDT'],
    ['Usdt ', 'USDT'],
  ])('case-insensitive coin code %j → %s', (code, expected) => {
    expect(coin.parse(code)).toBe(expected);
  });
});

describe('wireEnum members and ids', () => {
  it('lists members in declaration order with their codes', () => {
    expect(status.members).toEqual(['first', 'second', 'unknown']);
    expect(status.codeOf('second')).toBe(2);
  });

  it.each<[unknown, boolean]>([
    ['first', true],
    ['unknown', true],
    ['third', false],
    [1, false],
  ])('is(%j) = %s', (value, expected) => {
    expect(status.is(value)).toBe(expected);
  });

  it('builds message ids with unknown listed once and last', () => {
    expect(status.messageId('first')).toBe('enum.sample.first');
    expect(status.messageIds).toEqual(['enum.sample.first', 'enum.sample.second', 'enum.sample.unknown']);
    expect(side.messageIds).toEqual(['enum.side.buy', 'enum.side.sell', 'enum.side.unknown']);
  });

  it('makes local enums whose codes are their names', () => {
    expect(phase.parse('end')).toBe('end');
    expect(phase.codeOf('start')).toBe('start');
    expect(phase.messageIds).toEqual(['enum.phase.start', 'enum.phase.end', 'enum.phase.unknown']);
  });
});
