/** How a wallet was found. */
export type WalletKind = 'eip6963' | 'injected' | 'metamask-sdk' | 'demo';

export interface WalletInfo {
  /** Stable id: the EIP-6963 rdns, `injected`, `metamask-sdk` or `demo`. */
  readonly id: string;
  readonly name: string;
  /** Data URI or URL of the wallet's icon; empty when none. */
  readonly icon: string;
  readonly kind: WalletKind;
}

/** What a wallet needs to switch to (and, when unknown to it, add) a chain. */
export interface ChainParams {
  readonly chainId: number;
  readonly name: string;
  readonly rpcUrl: string;
  readonly explorerUrl: string;
  readonly nativeSymbol: string;
}

export type WalletEvent =
  | { readonly type: 'accountsChanged'; readonly accounts: readonly string[] }
  | { readonly type: 'chainChanged'; readonly chainId: number }
  | { readonly type: 'disconnect' };

/**
 * One connected-or-connectable wallet (EIP-1193 underneath). Every method fails with an AppError of a
 * wallet kind (section 8): 4001 -> connection-rejected / signature-cancelled / transaction-cancelled,
 * -32002 -> requests-too-frequent, -32602 -> signature-params, -32603 -> wallet-internal,
 * -32005 -> too-many-operations, 4902 -> chain-unknown.
 */
export interface Wallet {
  readonly info: WalletInfo;
  /** Asks the user to connect; returns the accounts (checksummed or lower-case as the wallet gives them). */
  connect(): Promise<readonly string[]>;
  /** Accounts already connected, without a prompt. */
  accounts(): Promise<readonly string[]>;
  /** The wallet's current chain id. */
  chainId(): Promise<number>;
  /** personal_sign of a UTF-8 message by the given account; returns the 0x signature. */
  signMessage(address: string, message: string): Promise<string>;
  /** Switches to the chain, adding it first when the wallet does not know it. */
  switchChain(chain: ChainParams): Promise<void>;
  /** Raw EIP-1193 request, for the payment engine (eth_sendTransaction, eth_call, ...). */
  request(method: string, params?: readonly unknown[]): Promise<unknown>;
  /** Subscribes to account, chain and disconnect events; returns the unsubscribe function. */
  subscribe(listener: (event: WalletEvent) => void): () => void;
  /** Forgets the connection on our side (wallets cannot be disconnected remotely). */
  disconnect(): Promise<void>;
}

/**
 * Finds the wallets available here: EIP-6963 announcements, the legacy `window.ethereum` of in-app
 * browsers, the MetaMask SDK when no injected wallet exists, and the demo wallet in the demo profile.
 */
export const WalletRegistry = Symbol.for('WalletRegistry');
export interface WalletRegistry {
  /** The wallets found so far (waits briefly for EIP-6963 announcements). */
  discover(): Promise<readonly WalletInfo[]>;
  /** The wallet with this id; AppError('wallet-not-installed') when none has it. */
  get(id: string): Promise<Wallet>;
  /**
   * Calls `listener` whenever a wallet may have arrived since (an EIP-6963 announcement, the
   * `ethereum#initialized` of a late in-app browser, a provider that appeared on `window` within a few
   * seconds of this call); `discover()` then lists it. Returns the function that stops it.
   */
  watch(listener: () => void): () => void;
  /**
   * Gets a wallet ready ahead of the tap that chooses it, so that its `connect()` reaches the wallet within
   * that tap: the MetaMask SDK is loaded, made and initialised (iOS Safari opens a wallet app only from a
   * tap). Resolves at once for the wallets that need nothing; fails with the wallet's AppError, and choosing
   * the wallet then tries again. Asking again while it is under way or done does nothing more.
   */
  prepare(id: string): Promise<void>;
  /**
   * The wallet without waiting, when it can be asked at once: listed by the last `discover()` and, where it
   * needs it, prepared. Null otherwise (then `get` it).
   */
  ready(id: string): Wallet | null;
  /**
   * Calls `listener` with each link to a wallet's app that a wallet wants opened for its request under way
   * (MetaMask Mobile through the SDK), for the sheet to offer as a button: a link opened after the tap is
   * refused by iOS Safari, and the SDK has its link only once its relay has answered. Returns the function
   * that stops it.
   */
  watchAppLinks(listener: (link: WalletAppLinkOffer) => void): () => void;
}

/** A link that opens a wallet's app for the request under way. */
export interface WalletAppLinkOffer {
  readonly walletId: string;
  readonly url: string;
}
