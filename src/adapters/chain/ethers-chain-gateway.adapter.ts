import type Decimal from 'decimal.js';
import type { Interface } from 'ethers';
import { injectable, unmanaged } from 'inversify';
import type { ChainGateway, PaidEvent, PayAsset, TxHash } from '../../application/payment/chain-gateway.port';
import type { ChainParams, Wallet } from '../../application/wallet/wallet.port';
import { AppError } from '../../domain/shared/app-error';
import { ChainReader, chainRead, type EthersLoader, pollConfirmations } from './chain-reader';
import { ERC20_ABI, orderRefHash, PAYMENT_ABI } from './payment-abi';
import { TransactionSender } from './transaction-sender';
import { fromBaseUnits, toBaseUnits } from './units';

export interface ChainGatewayOptions {
  /** How often waitForConfirmation asks for the receipt and the head (default 1000 ms). */
  readonly pollingIntervalMs?: number;
  /** How long waitForConfirmation waits before AppError('timeout') (default 10 minutes). */
  readonly confirmationTimeoutMs?: number;
}

/**
 * Gas units per transaction kind, with margin over what the contracts use (measured on the local chain:
 * approve ~46k, NadiPayment.pay ~75k and payNative ~63k since they check the opened order, an ERC-20
 * transfer ~52k).
 */
export const GAS_UNITS: Readonly<Record<'approve' | 'transfer' | 'native-transfer', bigint>> = {
  approve: 70_000n,
  transfer: 100_000n,
  'native-transfer': 90_000n,
};

/**
 * How far back a `Paid` event is looked for: orders live 15 minutes, and public RPC nodes refuse log
 * queries over wide ranges; 5000 blocks is over 4 hours on BSC.
 */
export const PAID_LOOKBACK_BLOCKS = 5000;

/**
 * The ChainGateway over ethers 6, loaded on first use (it is ~90 KB gzip: never in the first chunk).
 *
 * Reads (balances, allowances, fees, receipts) go through the chain's own node (ChainReader), never a
 * wallet prompt. Writes are built here and sent through the wallet by the TransactionSender, which checks
 * that the wallet is on `chain` and simulates a payment (eth_call) first, so one that would revert fails
 * with `payment-failed` before the wallet asks.
 */
@injectable()
export class EthersChainGateway implements ChainGateway {
  private readonly reader: ChainReader;
  private readonly sender: TransactionSender;
  private interfaces: { erc20: Interface; payment: Interface } | null = null;
  private readonly pollingIntervalMs: number;
  private readonly confirmationTimeoutMs: number;

  constructor(
    @unmanaged() private readonly loadEthers: EthersLoader = () => import('ethers'),
    @unmanaged() options: ChainGatewayOptions = {},
  ) {
    this.reader = new ChainReader(loadEthers);
    this.sender = new TransactionSender(loadEthers, this.reader);
    this.pollingIntervalMs = options.pollingIntervalMs ?? 1000;
    this.confirmationTimeoutMs = options.confirmationTimeoutMs ?? 10 * 60 * 1000;
  }

  async balanceOf(wallet: Wallet, chain: ChainParams, asset: PayAsset, owner: string): Promise<Decimal> {
    const ethers = await this.loadEthers();
    return chainRead(async () => {
      const provider = await this.reader.provider(wallet, chain);
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
    return chainRead(async () => {
      const provider = await this.reader.provider(wallet, chain);
      const { erc20 } = await this.abi();
      const data = erc20.encodeFunctionData('allowance', [owner, spender]);
      const [value] = erc20.decodeFunctionResult('allowance', await provider.call({ to: contract, data }));
      return fromBaseUnits(ethers, value as bigint, asset.decimals);
    });
  }

  async tokenDecimals(wallet: Wallet, chain: ChainParams, contract: string): Promise<number> {
    return chainRead(async () => {
      const provider = await this.reader.provider(wallet, chain);
      const { erc20 } = await this.abi();
      const data = erc20.encodeFunctionData('decimals', []);
      const [value] = erc20.decodeFunctionResult('decimals', await provider.call({ to: contract, data }));
      return Number(value);
    });
  }

  async tokenSymbol(wallet: Wallet, chain: ChainParams, contract: string): Promise<string> {
    return chainRead(async () => {
      const provider = await this.reader.provider(wallet, chain);
      const { erc20 } = await this.abi();
      const data = erc20.encodeFunctionData('symbol', []);
      const [value] = erc20.decodeFunctionResult('symbol', await provider.call({ to: contract, data }));
      return String(value);
    });
  }

  async gasCost(
    wallet: Wallet,
    chain: ChainParams,
    kind: 'approve' | 'transfer' | 'native-transfer',
    _asset: PayAsset,
  ): Promise<Decimal> {
    const ethers = await this.loadEthers();
    return chainRead(async () => {
      const fees = await (await this.reader.provider(wallet, chain)).getFeeData();
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
    return this.sender.send(wallet, chain, {
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
    return this.sender.send(wallet, chain, tx, true);
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
    if (asset.contract === null) return this.sender.send(wallet, chain, { to, value: units });
    const { erc20 } = await this.abi();
    const data = erc20.encodeFunctionData('transfer', [to, units]);
    return this.sender.send(wallet, chain, { to: asset.contract, data }, true);
  }

  async waitForConfirmation(
    wallet: Wallet,
    chain: ChainParams,
    hash: TxHash,
    confirmations: number,
  ): Promise<void> {
    const provider = await chainRead(() => this.reader.provider(wallet, chain));
    await pollConfirmations(
      provider,
      hash,
      confirmations,
      this.pollingIntervalMs,
      this.confirmationTimeoutMs,
    );
  }

  async findPayments(
    wallet: Wallet,
    chain: ChainParams,
    search: { paymentContract: string; orderRef: string; asset: PayAsset; fromBlock?: number },
  ): Promise<readonly PaidEvent[]> {
    const ethers = await this.loadEthers();
    return chainRead(async () => {
      const provider = await this.reader.provider(wallet, chain);
      const { payment } = await this.abi();
      const head = await provider.getBlockNumber();
      const earliest = Math.max(0, head - PAID_LOOKBACK_BLOCKS);
      if (search.fromBlock !== undefined && search.fromBlock > head) return [];
      const logs = await provider.getLogs({
        address: search.paymentContract,
        fromBlock: Math.max(earliest, search.fromBlock ?? earliest),
        toBlock: head,
        topics: [payment.getEvent('Paid')?.topicHash ?? null, orderRefHash(ethers, search.orderRef)],
      });
      return logs.flatMap((log) => {
        const parsed = payment.parseLog({ topics: [...log.topics], data: log.data });
        if (!parsed) return [];
        const token = String(parsed.args.token);
        return [
          {
            txHash: log.transactionHash,
            payer: String(parsed.args.payer),
            token: token === ethers.ZeroAddress ? null : token,
            amount: fromBaseUnits(ethers, parsed.args.amount as bigint, search.asset.decimals),
          },
        ];
      });
    });
  }

  async headBlock(wallet: Wallet, chain: ChainParams): Promise<number> {
    return chainRead(async () => (await this.reader.provider(wallet, chain)).getBlockNumber());
  }

  // ---- internals ----

  private async abi(): Promise<{ erc20: Interface; payment: Interface }> {
    if (!this.interfaces) {
      const { Interface } = await this.loadEthers();
      this.interfaces = { erc20: new Interface(ERC20_ABI), payment: new Interface(PAYMENT_ABI) };
    }
    return this.interfaces;
  }
}

/** The token contract of an ERC-20 asset; the native coin has no allowance (a caller's bug). */
function erc20Contract(asset: PayAsset, operation: string): string {
  if (asset.contract === null) throw new AppError('system-error', { operation });
  return asset.contract;
}
