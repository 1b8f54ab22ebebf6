import { describe, expect, it } from 'vitest';
import { parseSocketState, socketStates } from './socket-state';
import { chains, parseChain, parseToken, tokens } from './token';

describe('tokens and chains', () => {
  it.each<[unknown, string]>([
    ['NADI', 'NADI'],
    ['usdt', 'USDT'],
    ['Vic', 'VIC'],
    ['BNB', 'BNB'],
    ['ETH', 'unknown'],
    [1, 'unknown'],
  ])('token %j → %s', (code, expected) => {
    expect(parseToken(code)).toBe(expected);
  });

  it.each<[unknown, string]>([
    ['BSC', 'BSC'],
    ['nadi', 'NADI'],
    ['ETH', 'unknown'],
  ])('chain %j → %s', (code, expected) => {
    expect(parseChain(code)).toBe(expected);
  });

  it('lists members in spec order with message ids', () => {
    expect(tokens.members).toEqual(['NADI', 'USDT', 'VIC', 'BNB']);
    expect(chains.messageId('NADI')).toBe('enum.chain.NADI');
  });
});

describe('socket states', () => {
  it.each<[unknown, string]>([
    ['disconnected', 'disconnected'],
    ['connecting', 'connecting'],
    ['connected', 'connected'],
    ['reconnecting', 'reconnecting'],
    ['error', 'error'],
    ['closed', 'unknown'],
  ])('%j → %s', (code, expected) => {
    expect(parseSocketState(code)).toBe(expected);
  });

  it('names its message ids', () => {
    expect(socketStates.messageId('reconnecting')).toBe('enum.socketState.reconnecting');
  });
});
