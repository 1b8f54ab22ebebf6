/**
 * Helpers for the chain tests (not used by the app): the local ganache chain of scripts/chain, and a
 * funded demo wallet on it, the same Wallet code the demo profile runs (DemoEip1193Provider behind
 * Eip1193Wallet), so the tests send real signed transactions the way the browser does.
 */
import type { PayAsset } from '../../application/payment/chain-gateway.port';
import type { ChainParams } from '../../application/wallet/wallet.port';
import { DemoEip1193Provider } from '../wallet/demo-eip1193-provider';
import { Eip1193Wallet } from '../wallet/eip1193-wallet.adapter';

/** The parts of scripts/chain's LocalChain the tests use (kept structural: src does not import scripts). */
export interface TestChain {
  readonly rpcUrl: string;
  readonly chainId: number;
  readonly tokens: { readonly USDT: string; readonly NADI: string };
  readonly paymentContract: string;
  readonly receiver: string;
  fund(address: string): Promise<void>;
  accountKey(index: number): string;
  mine(): Promise<void>;
}

export const chainParams = (chain: TestChain, rpcUrl = chain.rpcUrl): ChainParams => ({
  chainId: chain.chainId,
  name: 'NADI Chain (local)',
  rpcUrl,
  explorerUrl: '',
  nativeSymbol: 'BNB',
});

export const assets = (chain: TestChain) => ({
  USDT: { symbol: 'USDT', contract: chain.tokens.USDT, decimals: 18 } satisfies PayAsset,
  NADI: { symbol: 'NADI', contract: chain.tokens.NADI, decimals: 18 } satisfies PayAsset,
  BNB: { symbol: 'BNB', contract: null, decimals: 18 } satisfies PayAsset,
});

/** A demo wallet with a fresh random key, connected, switched to (added) the chain and funded there. */
export async function fundedDemoWallet(chain: TestChain, options: { key?: string; fund?: boolean } = {}) {
  let key: string | null = options.key ?? null;
  const provider = new DemoEip1193Provider({
    get: () => key,
    set: (value) => {
      key = value;
    },
  });
  const wallet = new Eip1193Wallet({ id: 'demo', name: 'Demo wallet', icon: '', kind: 'demo' }, provider);
  const [address] = await wallet.connect();
  if (!address) throw new Error('the demo wallet gave no account');
  await wallet.switchChain(chainParams(chain));
  if (options.fund !== false) await chain.fund(address);
  return { wallet, provider, address };
}
