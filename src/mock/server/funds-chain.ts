import type { AbstractProvider } from 'ethers';
import { ERC20_ABI } from '../../adapters/chain/payment-abi';
import type {
  ChainTransfer,
  FundsChainHooks,
  LocalChainSettings,
  LocalTokenSymbol,
} from '../core/local-chain';
import { type Ethers, providerFor, same, tokenDecimals } from './chain-rpc';
import type { AttachedChain } from './chain-settings';
import { HotWallet } from './funds-chain-send';

/**
 * The funds feature's deposits and withdrawals on the attached local chains (FundsChainHooks, handed to the
 * backend by http-server.ts): the chain's head, the ERC-20 `Transfer` events of its USDT and NADI to the
 * users' deposit addresses, token transfers from the backend's hot wallet, and how deep a transaction is.
 * Amounts cross this boundary as exact decimal strings of whole units, converted with the token's decimals
 * by ethers' integer arithmetic (never a float). A chain that does not answer makes the call reject.
 */

const TOKENS: readonly LocalTokenSymbol[] = ['USDT', 'NADI'];
const TX_HASH = /^0x[0-9a-fA-F]{64}$/;

const chainKey = (chain: Pick<LocalChainSettings, 'chainId' | 'rpcUrl'>) =>
  `${chain.chainId} ${chain.rpcUrl}`;

/** The exact amount in whole units, as short as it goes: ethers writes `1.0` for one coin, this `1`. */
export const wholeUnits = (ethers: Ethers, units: bigint, decimals: number): string =>
  ethers.formatUnits(units, decimals).replace(/\.0$/, '');

async function transfersTo(
  ethers: Ethers,
  provider: AbstractProvider,
  chain: LocalChainSettings,
  addresses: readonly string[],
  fromBlock: number,
): Promise<readonly ChainTransfer[]> {
  const watched = addresses.filter((address) => ethers.isAddress(address));
  if (watched.length === 0) return [];
  const erc20 = new ethers.Interface(ERC20_ABI);
  const logs = await provider.getLogs({
    address: TOKENS.map((symbol) => chain.tokens[symbol]),
    fromBlock: Math.max(0, Math.floor(fromBlock)),
    toBlock: 'latest',
    topics: [
      erc20.getEvent('Transfer')?.topicHash ?? null,
      null,
      watched.map((address) => ethers.zeroPadValue(address, 32)),
    ],
  });
  const found: ChainTransfer[] = [];
  for (const log of logs) {
    const token = TOKENS.find((symbol) => same(chain.tokens[symbol], log.address));
    const parsed = erc20.parseLog(log);
    if (log.removed || !token || parsed?.name !== 'Transfer') continue;
    const [from, to, value] = parsed.args.toArray() as [string, string, bigint];
    const decimals = await tokenDecimals(ethers, provider, chain, chain.tokens[token]);
    found.push({
      txHash: log.transactionHash.toLowerCase(),
      token,
      from: from.toLowerCase(),
      to: to.toLowerCase(),
      amount: wholeUnits(ethers, value, decimals),
      blockNumber: log.blockNumber,
    });
  }
  return found;
}

async function confirmations(provider: AbstractProvider, txHash: string): Promise<number | null> {
  if (!TX_HASH.test(txHash)) return null;
  const receipt = await provider.getTransactionReceipt(txHash);
  if (!receipt) return (await provider.getTransaction(txHash)) ? 0 : null;
  if (receipt.status !== 1) return null;
  const head = await provider.getBlockNumber();
  return Math.max(0, head - receipt.blockNumber + 1);
}

/**
 * The hooks for these attached chains: each chain's hot wallet is the `hotWalletKey` the chain came with
 * (scripts/chain: account 7 of the development mnemonic, funded at start), found by chain id and RPC URL.
 * A chain without one refuses to send.
 */
export function createFundsChainHooks(chains: readonly AttachedChain[]): FundsChainHooks {
  const keys = new Map<string, string>();
  for (const chain of chains) if (chain.hotWalletKey) keys.set(chainKey(chain), chain.hotWalletKey);
  const wallets = new Map<string, HotWallet>();
  const hotWallet = (ethers: Ethers, chain: LocalChainSettings): HotWallet => {
    const key = chainKey(chain);
    let wallet = wallets.get(key);
    if (!wallet) {
      const privateKey = keys.get(key);
      if (!privateKey) throw new Error(`no hot wallet on chain ${chain.chainId} (${chain.rpcUrl})`);
      wallet = new HotWallet(ethers, providerFor(ethers, chain), privateKey);
      wallets.set(key, wallet);
    }
    return wallet;
  };
  const connect = async (chain: LocalChainSettings) => {
    const ethers = await import('ethers');
    return { ethers, provider: providerFor(ethers, chain) };
  };

  return {
    blockNumber: async (chain) => (await connect(chain)).provider.getBlockNumber(),
    transfersTo: async (chain, addresses, fromBlock) => {
      const { ethers, provider } = await connect(chain);
      return transfersTo(ethers, provider, chain, addresses, fromBlock);
    },
    send: async (chain, token, to, amount) => {
      const { ethers, provider } = await connect(chain);
      if (!ethers.isAddress(to)) throw new Error(`not an address: ${to}`);
      const tokenAddress = chain.tokens[token];
      if (!tokenAddress) throw new Error(`no ${token} token on chain ${chain.chainId}`);
      const units = ethers.parseUnits(amount, await tokenDecimals(ethers, provider, chain, tokenAddress));
      if (units <= 0n) throw new Error(`nothing to send: ${amount} ${token}`);
      return hotWallet(ethers, chain).send({ token: tokenAddress, to, units });
    },
    confirmations: async (chain, txHash) => confirmations((await connect(chain)).provider, txHash),
  };
}
