import type Decimal from 'decimal.js';
import type { AbstractProvider, Interface, TransactionReceipt } from 'ethers';
import { injectable, unmanaged } from 'inversify';
import type { ChainGateway, PayAsset, TxHash } from '../../application/payment/chain-gateway.port';
import type { ChainParams, Wallet } from '../../application/wallet/wallet.port';
import { AppError } from '../../domain/shared/app-error';
import { toWalletError } from '../wallet/wallet-errors';
import { ERC20_ABI, orderRefHash, PAYMENT_ABI } from './payment-abi';
import { fromBaseUnits, toBaseUnits } from './units';

type Ethers = typeof import('ethers');
export type EthersLoader = () => Promise<Ethers>;

export interface ChainGatewayOptions {
  /** How often waitForConfirmation asks for the receipt and the head (default 1000 ms). */
  readonly pollingIntervalMs?: number;
  /** How long waitForConfirmation waits before AppError('timeout') (default 10 minutes). */
  readonly confirmationTimeoutMs?: number;
}

/**
 * Gas units per transaction kind, with margin over what the contracts use (measured on the local chain:
 * approve ~46k, NadiPayment.pay ~60k, an ERC-20 transfer ~52k, payNative ~35k, a plain transfer 21k).
 */
export const GAS_UNITS: Readonly<Record<'approve' | 'transfer' | 'native-transfer', bigint>> = {
  approve: 70_000n,
  transfer: 100_000n,
  'native-transfer': 60_000n,
};

const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

/**
 * How far back a `Paid` event is looked for: orders live 15 minutes, and public RPC nodes refuse log
 * queries over wide ranges; 5000 blocks is over 4 hours on BSC.
 */
export const PAID_LOOKBACK_BLOCKS = 5000;

/**
 * The ChainGateway over ethers 6, loaded on first use (it is ~90 KB gzip: never in the first chunk).
 *
 * Reads (balances, allowances, fees, receipts) go through a JsonRpcProvider on `chain.rpcUrl`, the
 * chain's own node from common.config: they work whichever chain the wallet is on, do not depend on the
 * wallet's node (in-app wallet browsers differ a lot) and never put a prompt in front of the user. Only
 * when a chain has no RPC URL do reads go through the wallet's `request`. Writes always go through the
 * wallet (`eth_sendTransaction`), after checking that the wallet is on `chain`; a payment is simulated
 * (eth_call) first, so one that would revert fails with `payment-failed` before the wallet asks.
 */
@injectable()
export class EthersChainGateway implements ChainGateway {
  private readonly providers = new Map<string, AbstractProvider>();
  private interfaces: { erc20: Interface; payment: Interface } | null = null;
  private readonly pollingIntervalMs: number;
  private readonly confirmationTimeoutMs: number;

  constructor(
    @unmanaged() private readonly loadEthers: EthersLoader = () => import('ethers'),
    @unmanaged() options: ChainGatewayOptions = {},
  ) {
    this.pollingIntervalMs = options.pollingIntervalMs ?? 1000;
    this.confirmationTimeoutMs = options.confirmationTimeoutMs ?? 10 * 60 * 1000;
  }

  async balanceOf(wallet: Wallet, chain: ChainParams, asset: PayAsset, owner: string): Promise<Decimal> {
    const ethers = await this.loadEthers();
    return this.read(async () => {
      const provider = await this.reader(wallet, chain);
      if (asset.contract === null) return fromBaseUnits(ethers, await provider.getBalance(owner), 18);
      const { erc20 } = await this.abi();
      const [value] = erc20.decodeFunctionResult(
        'balanceOf',
        await provider.call({ to: asset.contract, data: erc20.encodeFunctionData('balanceOf', [owner]) }),
      );
      return fromBaseUnits(ethers, value as bigint, asset.decimals);
    });
  }

  async allowance(
    wallet: Wallet,
    chain: ChainParams,
    asset: PayAsset,
    owner: string,
    spender: string,
  ): Promise<Decimal> {
    const contract = erc20Contract(asset, 'chain.allowance');
    const ethers = await this.loadEthers();
    return this.read(async () => {
      const provider = await this.reader(wallet, chain);
      const { erc20 } = await this.abi();
      const data = erc20.encodeFunctionData('allowance', [owner, spender]);
      const [value] = erc20.decodeFunctionResult('allowance', await provider.call({ to: contract, data }));
      return fromBaseUnits(ethers, value as bigint, asset.decimals);
    });
  }

  async gasCost(
    wallet: Wallet,
    chain: ChainParams,
    kind: 'approve' | 'transfer' | 'native-transfer',
    _asset: PayAsset,
  ): Promise<Decimal> {
    const ethers = await this.loadEthers();
    return this.read(async () => {
      const fees = await (await this.reader(wallet, chain)).getFeeData();
      // maxFeePerGas bounds what an EIP-1559 transaction may cost; legacy chains give gasPrice only.
      const price = fees.maxFeePerGas ?? fees.gasPrice ?? 0n;
      return fromBaseUnits(ethers, price * GAS_UNITS[kind], 18);
    });
  }

  async approve(
    wallet: Wallet,
    chain: ChainParams,
    asset: PayAsset,
    spender: string,
    amount: Decimal,
  ): Promise<TxHash> {
    const contract = erc20Contract(asset, 'chain.approve');
    const ethers = await this.loadEthers();
    const units = toBaseUnits(ethers, amount, asset.decimals, 'chain.approve');
    const { erc20 } = await this.abi();
    return this.send(wallet, chain, {
      to: contract,
      data: erc20.encodeFunctionData('approve', [spender, units]),
    });
  }

  async payOrder(
    wallet: Wallet,
    chain: ChainParams,
    asset: PayAsset,
    paymentContract: string,
    orderRef: string,
    amount: Decimal,
  ): Promise<TxHash> {
    const ethers = await this.loadEthers();
    const units = toBaseUnits(ethers, amount, asset.decimals, 'chain.payOrder');
    const { payment } = await this.abi();
    const ref = orderRefHash(ethers, orderRef);
    // The native coin goes through payNative, so a BNB payment carries its order reference too.
    const tx =
      asset.contract === null
        ? { to: paymentContract, data: payment.encodeFunctionData('payNative', [ref]), value: units }
        : { to: paymentContract, data: payment.encodeFunctionData('pay', [ref, asset.contract, units]) };
    return this.send(wallet, chain, tx, true);
  }

  async transfer(
    wallet: Wallet,
    chain: ChainParams,
    asset: PayAsset,
    to: string,
    amount: Decimal,
  ): Promise<TxHash> {
    const ethers = await this.loadEthers();
    const units = toBaseUnits(ethers, amount, asset.decimals, 'chain.transfer');
    if (asset.contract === null) return this.send(wallet, chain, { to, value: units });
    const { erc20 } = await this.abi();
    const data = erc20.encodeFunctionData('transfer', [to, units]);
    return this.send(wallet, chain, { to: asset.contract, data }, true);
  }

  async waitForConfirmation(
    wallet: Wallet,
    chain: ChainParams,
    hash: TxHash,
    confirmations: number,
  ): Promise<void> {
    const provider = await this.read(() => this.reader(wallet, chain));
    const deadline = Date.now() + this.confirmationTimeoutMs;
    const needed = Math.max(1, Math.floor(confirmations));
    for (;;) {
      let receipt: TransactionReceipt | null = null;
      let head = -1;
      try {
        receipt = await provider.getTransactionReceipt(hash);
        if (receipt) head = await provider.getBlockNumber();
      } catch {
        // A node hiccup while polling: ask again next round.
      }
      if (receipt?.status === 0) {
        throw new AppError('payment-failed', { operation: 'chain.waitForConfirmation' });
      }
      if (receipt && head - receipt.blockNumber + 1 >= needed) return;
      if (Date.now() >= deadline) throw new AppError('timeout', { operation: 'chain.waitForConfirmation' });
      await new Promise((resolve) => setTimeout(resolve, this.pollingIntervalMs));
    }
  }

  async findPayment(
    wallet: Wallet,
    chain: ChainParams,
    paymentContract: string,
    orderRef: string,
  ): Promise<TxHash | null> {
    const ethers = await this.loadEthers();
    return this.read(async () => {
      const provider = await this.reader(wallet, chain);
      const { payment } = await this.abi();
      const head = await provider.getBlockNumber();
      const logs = await provider.getLogs({
        address: paymentContract,
        fromBlock: Math.max(0, head - PAID_LOOKBACK_BLOCKS),
        toBlock: head,
        topics: [payment.getEvent('Paid')?.topicHash ?? null, orderRefHash(ethers, orderRef)],
      });
      return logs.at(-1)?.transactionHash ?? null;
    });
  }

  // ---- internals ----

  private async abi(): Promise<{ erc20: Interface; payment: Interface }> {
    if (!this.interfaces) {
      const { Interface } = await this.loadEthers();
      this.interfaces = { erc20: new Interface(ERC20_ABI), payment: new Interface(PAYMENT_ABI) };
    }
    return this.interfaces;
  }

  /** The provider reads go through: the chain's RPC URL, else the wallet. */
  private async reader(wallet: Wallet, chain: ChainParams): Promise<AbstractProvider> {
    const ethers = await this.loadEthers();
    if (!chain.rpcUrl) {
      const eip1193 = {
        request: ({ method, params }: { method: string; params?: unknown[] | Record<string, unknown> }) =>
          wallet.request(method, Array.isArray(params) ? params : []),
      };
      return new ethers.BrowserProvider(eip1193, chain.chainId, { staticNetwork: true, cacheTimeout: -1 });
    }
    const key = `${chain.chainId} ${chain.rpcUrl}`;
    let provider = this.providers.get(key);
    if (!provider) {
      const network = ethers.Network.from(chain.chainId);
      provider = new ethers.JsonRpcProvider(chain.rpcUrl, network, {
        staticNetwork: network,
        batchMaxCount: 1,
        // Polling for a receipt must see a fresh answer each round, not ethers' 250 ms cache.
        cacheTimeout: -1,
      });
      this.providers.set(key, provider);
    }
    return provider;
  }

  /** Runs a read; any failure is `balance-fetch-failed` (an AppError from the wallet passes through). */
  private async read<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('balance-fetch-failed', {}, { cause: error });
    }
  }

  /**
   * Sends a transaction from the wallet's account, on `chain` only. With `simulate`, an eth_call first:
   * a transaction that would revert (no allowance, no balance) fails with `payment-failed` at once.
   */
  private async send(
    wallet: Wallet,
    chain: ChainParams,
    tx: { to: string; data?: string; value?: bigint },
    simulate = false,
  ): Promise<TxHash> {
    const ethers = await this.loadEthers();
    let from: string | undefined;
    let walletChain: number;
    try {
      [from] = await wallet.accounts();
      walletChain = await wallet.chainId();
    } catch (error) {
      throw toWalletError(error, 'request');
    }
    if (!from) throw new AppError('wallet-connect-failed', { operation: 'chain.send' });
    if (walletChain !== chain.chainId) throw new AppError('wrong-network', { operation: 'chain.send' });
    if (simulate) await this.simulate(wallet, chain, { ...tx, from });
    const request: Record<string, string> = { from, to: tx.to };
    if (tx.data) request.data = tx.data;
    if (tx.value !== undefined) request.value = ethers.toQuantity(tx.value);
    let hash: unknown;
    try {
      hash = await wallet.request('eth_sendTransaction', [request]);
    } catch (error) {
      throw toWalletError(error, 'transaction');
    }
    if (typeof hash !== 'string' || !TX_HASH.test(hash)) {
      throw new AppError('payment-failed', { operation: 'chain.send' });
    }
    return hash;
  }

  private async simulate(
    wallet: Wallet,
    chain: ChainParams,
    tx: { from: string; to: string; data?: string; value?: bigint },
  ): Promise<void> {
    const provider = await this.read(() => this.reader(wallet, chain));
    try {
      await provider.call(tx);
    } catch (error) {
      // Only a revert stops the payment; a node that cannot answer leaves the decision to the wallet.
      if (isCallException(error))
        throw new AppError('payment-failed', { operation: 'chain.simulate' }, { cause: error });
    }
  }
}

const isCallException = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'CALL_EXCEPTION';

/** The token contract of an ERC-20 asset; the native coin has no allowance (a caller's bug). */
function erc20Contract(asset: PayAsset, operation: string): string {
  if (asset.contract === null) throw new AppError('system-error', { operation });
  return asset.contract;
}
