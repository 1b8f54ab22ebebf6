import { describe, expect, it } from 'vitest';
import { ChainPinsError, formatChainPins, parseChainPins, pinMismatch } from './chain-pins';

const A = (digit: string) => `0x${digit.repeat(40)}`;
const TEXT = `56:USDT=${A('1')},NADI=${A('2')},payment=${A('3')},receiver=${A('4')}`;

describe('parseChainPins', () => {
  it('reads chains joined by semicolons, and writes them back the same', () => {
    const text = `${TEXT};1337:USDT=${A('5')},NADI=${A('6')},payment=${A('8')},receiver=${A('7')}`;
    const pins = parseChainPins(text);
    expect([...pins.keys()]).toEqual([56, 1337]);
    expect(pins.get(1337)).toEqual({
      chainId: 1337,
      tokens: { USDT: A('5'), NADI: A('6') },
      paymentContract: A('8'),
      receiver: A('7'),
    });
    expect(formatChainPins(pins.values())).toBe(text);
    expect(parseChainPins('  ').size).toBe(0);
  });

  it.each([
    ['no chain id', `USDT=${A('1')}`],
    ['a chain id of 0', TEXT.replace('56:', '0:')],
    ['an unknown key', TEXT.replace('receiver=', 'recipient=')],
    ['a short address', TEXT.replace(A('4'), '0x1234')],
    ['a missing field', TEXT.replace(`,receiver=${A('4')}`, '')],
    ['a field twice', `${TEXT},USDT=${A('1')}`],
    ['a chain twice', `${TEXT};${TEXT}`],
    ['none for a token', TEXT.replace(`USDT=${A('1')}`, 'USDT=none')],
    ['no payment contract', TEXT.replace(`payment=${A('3')}`, 'payment=none')],
  ])('refuses %s', (_why, text) => {
    expect(() => parseChainPins(text)).toThrow(ChainPinsError);
  });
});

describe('pinMismatch', () => {
  const pins = parseChainPins(TEXT);
  const settings = {
    chainId: 56,
    tokens: { USDT: A('1').toUpperCase().replace('0X', '0x'), NADI: A('2') },
    paymentContract: A('3'),
    receiver: A('4'),
  };

  it('accepts settings naming the pinned addresses, in any letter case', () => {
    expect(pinMismatch(settings, pins)).toBeNull();
  });

  it.each([
    ['unpinned-chain', { chainId: 97 }],
    ['token-contract', { tokens: { USDT: A('2'), NADI: A('2') } }],
    ['token-contract', { tokens: { USDT: A('1'), NADI: A('9') } }],
    ['payment-contract', { paymentContract: A('9') }],
    ['payment-contract', { paymentContract: null }],
    ['receiver', { receiver: A('9') }],
  ])('answers %s when the server says otherwise (%j)', (expected, change) => {
    expect(pinMismatch({ ...settings, ...change }, pins)).toBe(expected);
  });
});
