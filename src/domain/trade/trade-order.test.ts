import { describe, expect, it } from 'vitest';
import { parseTradeSide, parseTradeStatus, parseTradeType, tradeListOf, tradeStatuses } from './trade-order';

describe('trade status', () => {
  it.each([
    ['new', 'pending', 'current'],
    ['partial_filled', 'partiallyFilled', 'current'],
    ['filled', 'filled', 'history'],
    ['canceled', 'cancelled', 'history'],
    ['cancelled', 'unknown', null],
    ['NEW', 'unknown', null],
  ])('wire %j → %s in %s list', (code, status, list) => {
    const parsed = parseTradeStatus(code);
    expect(parsed).toBe(status);
    expect(tradeListOf(parsed)).toBe(list);
  });

  it('sends the wire code back', () => {
    expect(tradeStatuses.codeOf('partiallyFilled')).toBe('partial_filled');
  });
});

describe('trade type and side', () => {
  it.each<[(code: unknown) => string, unknown, string]>([
    [parseTradeType, 'limit', 'limit'],
    [parseTradeType, 'market', 'market'],
    [parseTradeType, 'stop', 'unknown'],
    [parseTradeSide, 'buy', 'buy'],
    [parseTradeSide, 'sell', 'sell'],
    [parseTradeSide, 1, 'unknown'],
  ])('%o(%j) → %s', (parse, code, expected) => {
    expect(parse(code)).toBe(expected);
  });
});
