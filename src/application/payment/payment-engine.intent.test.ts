import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { paymentHarness } from '../../../tests/fakes/payment-harness';
import { testAppConfig } from '../../../tests/fakes/test-config';
import type { AppError } from '../../domain/shared/app-error';

/** Issue 23, items 1 and 2: the coin is the intent's token, and its decimals come from the token contract. */
const USDT = { method: 'chain', chain: 'BSC', token: 'USDT' } as const;
const BNB = { method: 'chain', chain: 'BSC', token: 'BNB' } as const;

const refusal = async (outcome: Promise<unknown>): Promise<AppError> => {
  const result = (await outcome) as { ok: boolean; error?: AppError };
  expect(result.ok).toBe(false);
  return result.error as AppError;
};

const tampered = (change: object) => {
  const h = paymentHarness();
  h.api.addOrder(7, '100');
  const intent = h.api.chainIntent.bind(h.api);
  h.api.chainIntent = async (request) => ({ ...(await intent(request)), ...change }) as never;
  return h;
};

const walletAsked = (h: ReturnType<typeof paymentHarness>) =>
  h.gateway.count('approve') +
  h.gateway.count('payOrder') +
  h.gateway.count('transfer') +
  h.progress.visited.filter((phase) => phase === 'connectingWallet').length;

describe('PaymentEngine: the coin and its decimals', () => {
  it('refuses a USDT intent without a token contract instead of sending as many BNB', async () => {
    const h = tampered({ tokenContract: null });
    const failure = await refusal(h.pay(7, USDT));
    expect(failure.kind).toBe('payment-intent-mismatch');
    expect(failure.detail.operation).toBe('pay.chainIntent.token-contract');
    expect(walletAsked(h)).toBe(0);
    expect(h.gateway.received.get('BNB')).toBeUndefined();
  });

  it('refuses a BNB intent that names a token contract', async () => {
    const h = tampered({ tokenContract: '0x000000000000000000000000000000000000dEaD' });
    const failure = await refusal(h.pay(7, BNB));
    expect(failure.detail.operation).toBe('pay.chainIntent.token-contract');
    expect(walletAsked(h)).toBe(0);
  });

  it.each([20, 6])(
    'refuses an intent whose decimals (%i) disagree with the token contract',
    async (decimals) => {
      const h = tampered({ decimals });
      const failure = await refusal(h.pay(7, USDT));
      expect(failure.kind).toBe('payment-intent-mismatch');
      expect(failure.detail.operation).toBe('pay.chainIntent.decimals');
      expect(h.gateway.count('tokenDecimals')).toBe(1);
      expect(walletAsked(h)).toBe(0);
    },
  );

  it("approves and pays in the token contract's decimals, read before anything else", async () => {
    const h = tampered({ decimals: 6 });
    h.gateway.decimals = 6;
    expect((await h.pay(7, USDT)).ok).toBe(true);
    expect(h.gateway.log[0]).toMatch(/^tokenDecimals:/);
    expect(h.gateway.approvals).toEqual([
      { token: 'USDT', spender: expect.any(String), amount: new Decimal(100) },
    ]);
  });

  it('stops when the decimals cannot be read, before the wallet is asked', async () => {
    const h = tampered({});
    h.gateway.failWith.tokenDecimals = new Error('rpc down');
    const failure = await refusal(h.pay(7, USDT));
    expect(failure.kind).toBe('balance-fetch-failed');
    expect(walletAsked(h)).toBe(0);
  });
});

describe('PaymentEngine: chain settings are checked before a wallet sees them (issue 23, item 4)', () => {
  const withChain = (change: object, config = testAppConfig()) => {
    const h = paymentHarness({ config });
    h.api.addOrder(7, '100');
    const answer = h.common.settingsAnswer;
    h.common.settingsAnswer = { ...answer, chains: answer.chains.map((chain) => ({ ...chain, ...change })) };
    return h;
  };

  it.each([
    ['an RPC over plain http', { rpcUrl: 'http://rpc.attacker.example' }, 'rpc-insecure', testAppConfig()],
    [
      'an explorer over plain http',
      { explorerUrl: 'http://scan.example' },
      'explorer-insecure',
      testAppConfig(),
    ],
    [
      'an RPC host off the build allow-list',
      { rpcUrl: 'https://rpc.attacker.example' },
      'rpc-not-allowed',
      testAppConfig({ profile: 'live', chainRpcUrls: ['https://bsc-dataseed.bnbchain.org'] }),
    ],
  ] as const)('refuses %s with nothing asked of the wallet', async (_name, change, problem, config) => {
    const h = withChain(change, config);
    const failure = await refusal(h.pay(7, USDT));
    expect(failure.kind).toBe('chain-settings-refused');
    expect(failure.detail.operation).toBe(`wallet.addChain.${problem}`);
    expect(walletAsked(h)).toBe(0);
    expect(h.wallet.chain).toBe(56);
  });
});
