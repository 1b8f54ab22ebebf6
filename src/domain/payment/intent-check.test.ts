import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { ChainSettings } from '../home/home';
import { allowedChainAmount, intentMismatch, sameAddress } from './intent-check';
import type { ChainIntent } from './payment-method';

const d = (value: string | number) => new Decimal(value);
const settings: ChainSettings = {
  key: 'NADI',
  chainId: 1337,
  name: 'NADI Chain',
  rpcUrl: 'http://127.0.0.1:8545',
  explorerUrl: '',
  nativeSymbol: 'BNB',
  tokens: { USDT: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35' },
  receiver: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
  paymentContract: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
};
const intent: ChainIntent = {
  orderId: 1,
  orderRef: `0x${'1'.repeat(64)}`,
  chain: 'NADI',
  chainId: 1337,
  token: 'USDT',
  amount: d(100),
  balancePart: d(0),
  paymentContract: settings.paymentContract.toLowerCase(),
  receiver: settings.receiver.toLowerCase(),
  tokenContract: '0x700b6a60ce7eaaea56f065753d8dcb9653dbad35',
  decimals: 18,
  confirmations: 1,
  expiresAt: new Date(Date.UTC(2030, 0, 1)),
};
const expectation = { settings, quoted: d(100), total: d(100), balancePart: d(0) };

describe('intentMismatch', () => {
  it('accepts the intent that matches the settings and the quote, whatever the address case', () => {
    expect(intentMismatch(intent, expectation)).toBeNull();
  });

  it.each([
    ['chain', { chainId: 56 }],
    ['receiver', { receiver: '0x000000000000000000000000000000000000dEaD' }],
    ['receiver', { receiver: 'not an address' }],
    ['payment-contract', { paymentContract: null }],
    ['token-contract', { tokenContract: '0x55d398326f99059fF775485246999027B3197955' }],
    ['amount', { amount: d('100.000000000000000001') }],
    ['amount', { amount: d(0) }],
  ] as const)('answers %s for %j', (what, change) => {
    expect(intentMismatch({ ...intent, ...change }, expectation)).toBe(what);
  });

  it('sends BNB only through the chain’s payment contract: never a plain transfer, never another contract', () => {
    const bnb = { ...intent, token: 'BNB' as const, tokenContract: null };
    expect(intentMismatch({ ...bnb, paymentContract: null }, expectation)).toBe('payment-contract');
    expect(intentMismatch(bnb, expectation)).toBeNull();
    const other = { ...bnb, paymentContract: '0x000000000000000000000000000000000000dEaD' };
    expect(intentMismatch(other, expectation)).toBe('payment-contract');
  });

  it('allows a mixed payment only its on-chain share of the quote, rounded up at the token decimals', () => {
    const mixed = { settings, quoted: d('1212.121212'), total: d(100), balancePart: d(40) };
    expect(allowedChainAmount(mixed, 6).toFixed()).toBe('727.272728');
    expect(intentMismatch({ ...intent, amount: d('727.272728'), decimals: 6 }, mixed)).toBeNull();
    expect(intentMismatch({ ...intent, amount: d('727.272729'), decimals: 6 }, mixed)).toBe('amount');
    expect(allowedChainAmount({ ...mixed, total: d(0) }, 6).toFixed()).toBe('0');
  });

  it('decides the native coin from the token, never from a missing contract', () => {
    // USDT with no contract used to pass as "native" and send 100 BNB.
    expect(intentMismatch({ ...intent, tokenContract: null }, expectation)).toBe('token-contract');
    const bnb = { ...intent, token: 'BNB' as const, tokenContract: null };
    expect(intentMismatch({ ...bnb, tokenContract: intent.tokenContract }, expectation)).toBe(
      'token-contract',
    );
    expect(intentMismatch({ ...bnb, decimals: 0, amount: d('0.5') }, expectation)).toBe('decimals');
    // A token the chain's settings do not list is never paid, whatever contract the intent names.
    expect(intentMismatch({ ...intent, token: 'NADI' }, expectation)).toBe('token');
  });

  it('refuses an amount finer than the intent decimals', () => {
    expect(intentMismatch({ ...intent, amount: d('99.1234567'), decimals: 6 }, expectation)).toBe('amount');
  });

  it('compares addresses as 20-byte hex, case-insensitively', () => {
    expect(
      sameAddress('0xAbC0000000000000000000000000000000000001', '0xabc0000000000000000000000000000000000001'),
    ).toBe(true);
    expect(sameAddress('0xabc', '0xabc')).toBe(false);
    expect(sameAddress(null, null)).toBe(false);
  });
});
