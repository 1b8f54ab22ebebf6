/**
 * The local EVM chain of the demo and the tests: ganache 7 in-process, serving JSON-RPC over HTTP (CORS
 * open, so the browser's demo wallet reaches it), with the USDT and NADI test tokens and the NadiPayment
 * contract compiled by solc-js and deployed at start.
 *
 * Accounts come from the public development mnemonic `test test … junk`: accounts 0-4 are the mock's
 * seeded users (they get tokens at start), account 7 the backend's hot wallet (the funds feature's
 * withdrawals are sent from it; it gets HOT_WALLET_FUNDING at start), account 8 is the payment receiver,
 * account 9 the deployer (owner and minter of the tokens, owner of NadiPayment, which opens the orders; it sends the funding grants and the openings). Deployment is deterministic, so the contract addresses are the same on
 * every start (see LOCAL_CHAIN_ADDRESSES).
 *
 * Ganache mines each transaction at once ("eager" instamine); an empty block is also mined every
 * `blockIntervalMs` so that confirmation counts above 1 are reached, as on a real chain.
 */
import type { Eip1193Provider, HDNodeWallet, JsonRpcApiProvider } from 'ethers';
import ganache from 'ganache';
import type { OrderOpening } from '../../src/mock/core/local-chain';
import {
  LOCAL_BSC_CHAIN_ID,
  LOCAL_CHAIN_CONTRACTS,
  LOCAL_NADI_CHAIN_ID,
} from '../../src/mock/core/mock-contracts';
import type { AttachedChain } from '../../src/mock/server/chain-settings';
import { SerialQueue } from '../../src/mock/server/serial-queue';
import { type CompiledContracts, compileContracts } from './compile';

export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
export const DEFAULT_CHAIN_ID = LOCAL_NADI_CHAIN_ID;
/** The chain id of the local chain standing for BSC (31337, not 56: src/mock/core/mock-contracts.ts). */
export const DEFAULT_BSC_CHAIN_ID = LOCAL_BSC_CHAIN_ID;
export const DEFAULT_CHAIN_PORT = 8545;

const ACCOUNTS_PATH = "m/44'/60'/0'/0";
const SEEDED_ACCOUNTS = [0, 1, 2, 3, 4];
const HOT_WALLET_ACCOUNT = 7;
const RECEIVER_ACCOUNT = 8;
const DEPLOYER_ACCOUNT = 9;

/**
 * Where the contracts land with the default deployment (deployer account 9, nonces 0-2): kept in src/mock
 * (core/mock-contracts.ts), where the demo build's pins read them without loading ganache.
 */
export const LOCAL_CHAIN_ADDRESSES = LOCAL_CHAIN_CONTRACTS;

/** What every funded wallet gets, in whole units. */
export interface Funding {
  /** Native coin (gas money), set as the balance when the wallet has less. */
  readonly native: string;
  readonly USDT: string;
  readonly NADI: string;
}

export const DEFAULT_FUNDING: Funding = { native: '10', USDT: '100000', NADI: '1000000' };
/**
 * What the hot wallet holds at start: withdrawals are refused at review above 10 000 NADI (the funds mock's
 * default limit), so this pays a thousand of the largest; gas for tens of thousands of token transfers.
 */
export const HOT_WALLET_FUNDING: Funding = { native: '1000', USDT: '1000000', NADI: '10000000' };

export interface LocalChainOptions {
  /** Default 8545; 0 picks a free port. */
  readonly port?: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** Default 1337. */
  readonly chainId?: number;
  /** Milliseconds between empty blocks (default 1000; 0 = only on transactions). */
  readonly blockIntervalMs?: number;
  readonly decimals?: { readonly USDT?: number; readonly NADI?: number };
  readonly funding?: Funding;
  /** What the hot wallet gets at start (default HOT_WALLET_FUNDING). */
  readonly hotWalletFunding?: Funding;
  /** Funded at start besides the seeded users (accounts 0-4). */
  readonly fundAtStart?: readonly string[];
  /** Compile without the cache (default: use node_modules/.cache/nadi-chain). */
  readonly noCache?: boolean;
}

export interface LocalChain extends AttachedChain {
  readonly port: number;
  readonly deployer: string;
  /** The backend's hot wallet (account 7), which sends the withdrawals: AttachedChain.hotWalletKey is its key. */
  readonly hotWallet: string;
  readonly decimals: { readonly USDT: number; readonly NADI: number };
  /** Private keys of accounts 0-9 of the development mnemonic (tests only). */
  accountKey(index: number): string;
  /**
   * Opens an order on the payment contract from the owner (the deployer; one transaction at a time with the
   * funding grants): `open(keccak256(orderRef), payer, token ?? address(0), units)`. Resolves the hash once mined.
   */
  openOrder(order: OrderOpening): Promise<string>;
  /** Mines one block now (tests use it to add confirmations without waiting for the interval). */
  mine(): Promise<void>;
  close(): Promise<void>;
}

/** Starts ganache, deploys the contracts and funds the seeded users; resolves when all is on chain. */
export async function startLocalChain(options: LocalChainOptions = {}): Promise<LocalChain> {
  const {
    port = DEFAULT_CHAIN_PORT,
    host = '127.0.0.1',
    chainId = DEFAULT_CHAIN_ID,
    blockIntervalMs = 1000,
    funding = DEFAULT_FUNDING,
  } = options;
  const decimals = { USDT: options.decimals?.USDT ?? 18, NADI: options.decimals?.NADI ?? 18 };
  const [ethers, compiled] = await Promise.all([
    import('ethers'),
    compileContracts({ cache: options.noCache !== true }),
  ]);

  const server = ganache.server({
    chain: { chainId },
    wallet: { mnemonic: DEV_MNEMONIC, totalAccounts: 10, defaultBalance: 1000 },
    miner: { instamine: 'eager' },
    logging: { quiet: true },
    server: { ws: false },
  });
  await server.listen(port, host);
  const bound = server.address().port;
  const rpcUrl = `http://${host}:${bound}`;
  // ethers talks to ganache in-process (EIP-1193), not over HTTP.
  const provider = new ethers.BrowserProvider(server.provider as unknown as Eip1193Provider, chainId, {
    staticNetwork: true,
    // ethers caches identical calls for 250 ms by default: the deployer's nonce must be read fresh.
    cacheTimeout: -1,
  });
  provider.pollingInterval = 100;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    if (ticker) clearInterval(ticker);
    provider.destroy();
    await server.close();
  };

  // The mnemonic's seed is stretched once (PBKDF2); accounts are children of m/44'/60'/0'/0.
  const root = ethers.HDNodeWallet.fromPhrase(DEV_MNEMONIC, undefined, ACCOUNTS_PATH);
  const key = (index: number) => root.deriveChild(index);
  try {
    const deployer = key(DEPLOYER_ACCOUNT).connect(provider);
    const receiver = key(RECEIVER_ACCOUNT).address;
    const deployed = await deploy(ethers, compiled, deployer, receiver, decimals);
    const queue = new SerialQueue();
    // One grant per address: a second login while the first grant is on its way waits for the same one.
    const grants = new Map<string, Promise<void>>();
    const fund = (address: string): Promise<void> => {
      const lower = address.toLowerCase();
      let grant = grants.get(lower);
      if (!grant) {
        grant = queue.run(() => fundOne(ethers, provider, deployed, address, funding));
        grants.set(lower, grant);
        grant.catch(() => grants.delete(lower)); // a failed grant may be tried again
      }
      return grant;
    };

    const seeded = SEEDED_ACCOUNTS.map((index) => key(index).address);
    const hotWallet = key(HOT_WALLET_ACCOUNT);
    const hotFunding = options.hotWalletFunding ?? HOT_WALLET_FUNDING;
    grants.set(
      hotWallet.address.toLowerCase(),
      queue.run(() => fundOne(ethers, provider, deployed, hotWallet.address, hotFunding)),
    );
    await Promise.all([...seeded, ...(options.fundAtStart ?? []), hotWallet.address].map(fund));
    if (blockIntervalMs > 0) {
      ticker = setInterval(() => {
        server.provider.request({ method: 'evm_mine', params: [] }).catch(() => {});
      }, blockIntervalMs);
      ticker.unref();
    }

    return {
      rpcUrl,
      port: bound,
      chainId,
      nativeSymbol: 'BNB',
      tokens: { USDT: deployed.USDT.target as string, NADI: deployed.NADI.target as string },
      decimals,
      paymentContract: deployed.payment.target as string,
      receiver,
      deployer: deployer.address,
      hotWallet: hotWallet.address,
      hotWalletKey: hotWallet.privateKey,
      fund,
      openOrder: (order) => queue.run(() => openOne(ethers, deployed, order)),
      accountKey: (index) => key(index).privateKey,
      mine: async () => {
        await server.provider.request({ method: 'evm_mine', params: [] });
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

type Ethers = typeof import('ethers');
type Contract = import('ethers').Contract;

interface Deployed {
  readonly USDT: Contract;
  readonly NADI: Contract;
  readonly payment: Contract;
  readonly decimals: { readonly USDT: number; readonly NADI: number };
}

async function deploy(
  ethers: Ethers,
  compiled: CompiledContracts,
  deployer: HDNodeWallet,
  receiver: string,
  decimals: { USDT: number; NADI: number },
): Promise<Deployed> {
  const factory = (contract: keyof CompiledContracts) =>
    new ethers.ContractFactory(
      compiled[contract].abi as import('ethers').InterfaceAbi,
      compiled[contract].bytecode,
      deployer,
    );
  // One after the other: the nonces (0, 1, 2) fix the addresses.
  const usdt = await (
    await factory('TestToken').deploy('Tether USD (test)', 'USDT', decimals.USDT)
  ).waitForDeployment();
  const nadi = await (
    await factory('TestToken').deploy('NADI (test)', 'NADI', decimals.NADI)
  ).waitForDeployment();
  const payment = await (await factory('NadiPayment').deploy(receiver)).waitForDeployment();
  return { USDT: usdt as Contract, NADI: nadi as Contract, payment: payment as Contract, decimals };
}

async function openOne(ethers: Ethers, deployed: Deployed, order: OrderOpening): Promise<string> {
  const open = deployed.payment.getFunction('open');
  const tx = await open(
    ethers.id(order.orderRef),
    order.payer,
    order.token ?? ethers.ZeroAddress,
    order.units,
  );
  await tx.wait();
  return (tx.hash as string).toLowerCase();
}

async function fundOne(
  ethers: Ethers,
  provider: JsonRpcApiProvider,
  deployed: Deployed,
  address: string,
  funding: Funding,
): Promise<void> {
  const native = ethers.parseEther(funding.native);
  if ((await provider.getBalance(address)) < native) {
    await provider.send('evm_setAccountBalance', [address, ethers.toQuantity(native)]);
  }
  for (const symbol of ['USDT', 'NADI'] as const) {
    const amount = ethers.parseUnits(funding[symbol], deployed.decimals[symbol]);
    const mint = deployed[symbol].getFunction('mint');
    await (await mint(address, amount)).wait();
  }
}
