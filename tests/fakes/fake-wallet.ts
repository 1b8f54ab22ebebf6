import type {
  ChainParams,
  Wallet,
  WalletAppLinkOffer,
  WalletEvent,
  WalletInfo,
  WalletRegistry,
} from '../../src/application/wallet/wallet.port';
import { AppError } from '../../src/domain/shared/app-error';

/** A scripted wallet: answers from fields, fails when `failWith` names a step. */
export class FakeWallet implements Wallet {
  constructor(readonly info: WalletInfo = { id: 'fake', name: 'Fake wallet', icon: '', kind: 'injected' }) {}
  address = '0x1111111111111111111111111111111111111111';
  chain = 56;
  failWith: Partial<Record<'connect' | 'sign' | 'switch', AppError>> = {};
  signed: Array<{ address: string; message: string }> = [];
  disconnected = 0;
  /** How often `connect` was asked (a payment asks before any prompt of the wallet). */
  connects = 0;
  private readonly listeners = new Set<(event: WalletEvent) => void>();

  async connect(): Promise<readonly string[]> {
    this.connects += 1;
    if (this.failWith.connect) throw this.failWith.connect;
    return [this.address];
  }
  async accounts(): Promise<readonly string[]> {
    return [this.address];
  }
  async chainId(): Promise<number> {
    return this.chain;
  }
  async signMessage(address: string, message: string): Promise<string> {
    if (this.failWith.sign) throw this.failWith.sign;
    this.signed.push({ address, message });
    return `0xsigned:${message.length}`;
  }
  async switchChain(chain: ChainParams): Promise<void> {
    if (this.failWith.switch) throw this.failWith.switch;
    this.chain = chain.chainId;
  }
  async request(): Promise<unknown> {
    return null;
  }
  subscribe(listener: (event: WalletEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  async disconnect(): Promise<void> {
    this.disconnected += 1;
  }
  emit(event: WalletEvent): void {
    for (const listener of this.listeners) listener(event);
  }
  get listenerCount(): number {
    return this.listeners.size;
  }
}

export class FakeWalletRegistry implements WalletRegistry {
  constructor(readonly wallets: Wallet[]) {}
  async discover(): Promise<readonly WalletInfo[]> {
    return this.wallets.map((wallet) => wallet.info);
  }
  async get(id: string): Promise<Wallet> {
    const wallet = this.wallets.find((candidate) => candidate.info.id === id);
    if (!wallet) throw new AppError('wallet-not-installed');
    return wallet;
  }
  /** Wallets a test adds to `wallets` are announced by calling the listeners it finds here. */
  readonly watchers = new Set<() => void>();
  watch(listener: () => void): () => void {
    this.watchers.add(listener);
    return () => this.watchers.delete(listener);
  }
  /** The ids asked to prepare; nothing is ever ready without waiting here (`get` is awaited). */
  readonly prepared: string[] = [];
  async prepare(id: string): Promise<void> {
    this.prepared.push(id);
  }
  ready(): Wallet | null {
    return null;
  }
  /** A test offers a link by calling the listeners it finds here. */
  readonly linkWatchers = new Set<(link: WalletAppLinkOffer) => void>();
  watchAppLinks(listener: (link: WalletAppLinkOffer) => void): () => void {
    this.linkWatchers.add(listener);
    return () => this.linkWatchers.delete(listener);
  }
}
