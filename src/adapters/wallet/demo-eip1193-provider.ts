import type { Wallet as EthersWallet, JsonRpcProvider, TransactionRequest } from 'ethers';
import type { Eip1193Provider } from './eip1193-wallet.adapter';
import { parseChainId, toHexChainId } from './eip1193-wallet.adapter';
import { ProviderRpcError, WalletErrorCode } from './wallet-errors';

type EthersModule = typeof import('ethers');
// biome-ignore lint/suspicious/noExplicitAny: EIP-1193 event payloads differ per event.
type Listener = (...args: any[]) => void;

/** Where the demo key lives (local storage in the app, a variable in tests). */
export interface DemoKeyStore {
  get(): string | null;
  set(privateKey: string): void;
}

export const DEMO_DEFAULT_CHAIN_ID = 56;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const invalidParams = (what: string) =>
  new ProviderRpcError(WalletErrorCode.invalidParams, `Invalid params: ${what}`);

/**
 * An EIP-1193 provider backed by an ethers Wallet whose key stays in local storage: a wallet for the
 * demo profile and for end-to-end tests. It knows BSC (56) and BSC testnet (97) from the start and any
 * chain added with wallet_addEthereumChain; switching to another chain fails with 4902 until it is
 * added. Signatures are real (ethers `signMessage`, verifiable with `verifyMessage`). Node calls and
 * eth_sendTransaction go to the current chain's RPC URL once one was given by wallet_addEthereumChain
 * (re-adding a known chain sets its RPC URL); without one they fail with 4901.
 */
export class DemoEip1193Provider implements Eip1193Provider {
  private chainId = DEMO_DEFAULT_CHAIN_ID;
  private readonly rpcUrls = new Map<number, string | null>([
    [56, null],
    [97, null],
  ]);
  private readonly rpcProviders = new Map<string, JsonRpcProvider>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private revoked = false;
  private failure: { code: number; method: string | null } | null = null;
  private signerPromise: Promise<EthersWallet> | null = null;

  constructor(
    private readonly keys: DemoKeyStore,
    private readonly loadEthers: () => Promise<EthersModule> = () => import('ethers'),
  ) {}

  /** Test hook: the next request (of `method`, when given) fails with this EIP-1193 code. */
  failNext(code: number, method?: string): void {
    this.failure = { code, method: method ?? null };
  }

  /** The demo account's address (creating and storing its key on first use). */
  async address(): Promise<string> {
    return (await this.signer()).address;
  }

  currentChainId(): number {
    return this.chainId;
  }

  /**
   * Test hook: the user picked this chain inside the wallet app (any chain; the wallet knows it from
   * then on, without an RPC URL). Emits chainChanged like a real wallet.
   */
  useChain(chainId: number): void {
    if (!this.rpcUrls.has(chainId)) this.rpcUrls.set(chainId, null);
    this.switchChain({ chainId: toHexChainId(chainId) });
  }

  async request({
    method,
    params,
  }: {
    method: string;
    params?: readonly unknown[] | object;
  }): Promise<unknown> {
    const list: readonly unknown[] = Array.isArray(params) ? params : [];
    if (this.failure && (this.failure.method === null || this.failure.method === method)) {
      const { code } = this.failure;
      this.failure = null;
      throw new ProviderRpcError(code, `Demo wallet: scripted failure ${code} on ${method}`);
    }
    switch (method) {
      case 'eth_requestAccounts':
        return this.connect();
      case 'eth_accounts':
        return this.revoked ? [] : [await this.address()];
      case 'eth_chainId':
        return toHexChainId(this.chainId);
      case 'net_version':
        return String(this.chainId);
      case 'personal_sign':
        return this.personalSign(list);
      case 'wallet_switchEthereumChain':
        return this.switchChain(list[0]);
      case 'wallet_addEthereumChain':
        return this.addChain(list[0]);
      case 'wallet_revokePermissions':
        this.revoked = true;
        this.emit('accountsChanged', []);
        return null;
      case 'eth_sendTransaction':
        return this.sendTransaction(list[0]);
      default:
        return (await this.rpc()).send(method, [...list]);
    }
  }

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  removeListener(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  private emit(event: string, payload: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }

  private async connect(): Promise<string[]> {
    const address = await this.address();
    if (this.revoked) {
      this.revoked = false;
      this.emit('accountsChanged', [address]);
    }
    return [address];
  }

  private async signer(): Promise<EthersWallet> {
    this.signerPromise ??= this.loadEthers().then(({ Wallet, hexlify, randomBytes }) => {
      const stored = this.keys.get();
      if (stored) {
        try {
          return new Wallet(stored);
        } catch {
          // an unreadable key is replaced below
        }
      }
      // A random key, not Wallet.createRandom(): that derives a mnemonic's seed (2,048 rounds of PBKDF2 in
      // JavaScript), which held the first connect of a cheap phone for a second and is thrown away here.
      const wallet = new Wallet(hexlify(randomBytes(32)));
      this.keys.set(wallet.privateKey);
      return wallet;
    });
    return this.signerPromise;
  }

  private async authorised(from: unknown): Promise<EthersWallet> {
    const signer = await this.signer();
    if (this.revoked || typeof from !== 'string' || from.toLowerCase() !== signer.address.toLowerCase()) {
      throw new ProviderRpcError(
        WalletErrorCode.unauthorized,
        'The requested account has not been authorized',
      );
    }
    return signer;
  }

  private async personalSign([data, from]: readonly unknown[]): Promise<string> {
    if (typeof data !== 'string') throw invalidParams('personal_sign message');
    const signer = await this.authorised(from);
    const { getBytes, isHexString, toUtf8Bytes } = await this.loadEthers();
    // Like MetaMask: a 0x string is the message's bytes, anything else is UTF-8 text.
    return signer.signMessage(isHexString(data) ? getBytes(data) : toUtf8Bytes(data));
  }

  private switchChain(param: unknown): null {
    const chainId = isRecord(param) ? parseChainId(param.chainId) : Number.NaN;
    if (Number.isNaN(chainId)) throw invalidParams('chainId');
    if (!this.rpcUrls.has(chainId)) {
      throw new ProviderRpcError(
        WalletErrorCode.unrecognizedChain,
        `Unrecognized chain ID "${toHexChainId(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
      );
    }
    if (chainId !== this.chainId) {
      this.chainId = chainId;
      this.emit('chainChanged', toHexChainId(chainId));
    }
    return null;
  }

  private addChain(param: unknown): null {
    const chainId = isRecord(param) ? parseChainId(param.chainId) : Number.NaN;
    if (!isRecord(param) || Number.isNaN(chainId) || typeof param.chainName !== 'string') {
      throw invalidParams('wallet_addEthereumChain');
    }
    const rpcUrl =
      Array.isArray(param.rpcUrls) && typeof param.rpcUrls[0] === 'string' ? param.rpcUrls[0] : null;
    this.rpcUrls.set(chainId, rpcUrl ?? this.rpcUrls.get(chainId) ?? null);
    // MetaMask offers to switch right after adding; the demo user always accepts.
    return this.switchChain({ chainId: toHexChainId(chainId) });
  }

  private async rpc(): Promise<JsonRpcProvider> {
    const url = this.rpcUrls.get(this.chainId);
    if (!url) {
      throw new ProviderRpcError(
        WalletErrorCode.chainDisconnected,
        `Demo wallet: no RPC URL for chain ${this.chainId}`,
      );
    }
    const key = `${this.chainId} ${url}`;
    let provider = this.rpcProviders.get(key);
    if (!provider) {
      const { JsonRpcProvider } = await this.loadEthers();
      // No answer cache: ethers keeps an identical call's answer for 250 ms by default (longer when the
      // page is busy), so a second payment right after a first got the first's nonce and was refused.
      provider = new JsonRpcProvider(url, this.chainId, {
        staticNetwork: true,
        batchMaxCount: 1,
        cacheTimeout: -1,
      });
      this.rpcProviders.set(key, provider);
    }
    return provider;
  }

  private async sendTransaction(param: unknown): Promise<string> {
    if (!isRecord(param)) throw invalidParams('transaction');
    const signer = await this.authorised(param.from);
    const provider = await this.rpc();
    const response = await signer.connect(provider).sendTransaction(toTransactionRequest(param));
    return response.hash;
  }
}

/** An eth_sendTransaction object (hex quantities) as an ethers TransactionRequest. */
export function toTransactionRequest(tx: Record<string, unknown>): TransactionRequest {
  const fields: Record<string, unknown> = {
    to: tx.to,
    data: tx.input ?? tx.data,
    value: tx.value,
    gasLimit: tx.gas ?? tx.gasLimit,
    gasPrice: tx.gasPrice,
    maxFeePerGas: tx.maxFeePerGas,
    maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
    nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== null),
  );
}
