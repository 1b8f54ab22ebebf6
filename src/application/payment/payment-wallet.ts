import type { ChainSettings } from '../../domain/home/home';
import { pinMismatch } from '../../domain/payment/chain-pins';
import { AppError } from '../../domain/shared/app-error';
import type { Chain } from '../../domain/shared/token';
import type { HomeApi } from '../home/home-api.port';
import type { AppConfig } from '../shared/app-config';
import type { AppStorage } from '../shared/storage.port';
import { guardChain } from '../wallet/chain-guard';
import type { ChainParams, Wallet, WalletRegistry } from '../wallet/wallet.port';
import type { WalletSessionStore } from '../wallet/wallet-session.store';
import { methodsFailure, switchFailure } from './payment-errors';

export interface ConnectedWallet {
  readonly wallet: Wallet;
  /** The paying account: the logged-in one. */
  readonly address: string;
}

const toChainParams = ({ chainId, name, rpcUrl, explorerUrl, nativeSymbol }: ChainSettings): ChainParams => ({
  chainId,
  name,
  rpcUrl,
  explorerUrl,
  nativeSymbol,
});

/**
 * The wallet side of a payment: the chain to pay on (from `common/config`), the logged-in wallet connected
 * with the logged-in account, and that wallet on the right chain.
 */
export class PaymentWalletAccess {
  constructor(
    private readonly common: HomeApi,
    private readonly walletSession: WalletSessionStore,
    private readonly registry: WalletRegistry,
    private readonly storage: AppStorage,
    private readonly config: AppConfig,
  ) {}

  /** The chain's parameters; `payment-method-failed` when the settings fail or do not list the chain. */
  async chainParams(chain: Chain): Promise<ChainParams> {
    return toChainParams(await this.chainSettings(chain));
  }

  /**
   * The chain's settings (receiver, payment contract, tokens); failures as `chainParams`,
   * `chain-settings-refused` when they fail the build's checks (before any wallet sees them), and
   * `payment-intent-mismatch` when they name other money addresses than the build pinned for the chain
   * (`PUBLIC_CHAIN_CONTRACTS`): the server never chooses which token is paid, or to whom.
   */
  async chainSettings(chain: Chain): Promise<ChainSettings> {
    let chains: readonly ChainSettings[];
    try {
      chains = (await this.common.settings()).chains;
    } catch (error) {
      throw methodsFailure(error, 'common.config');
    }
    const found = chains.find((c) => c.key === chain);
    if (!found) throw new AppError('payment-method-failed', { operation: `chain.${chain}` });
    guardChain(found, this.config);
    const pinned = pinMismatch(found, this.config.chainPins);
    if (pinned) throw new AppError('payment-intent-mismatch', { operation: `common.config.${pinned}` });
    return found;
  }

  /**
   * The wallet the user logged in with and the logged-in account, without asking the user anything: the
   * attached wallet, or after a reload the discovered wallet that already holds the account. Reads can
   * start from here (the gateway reads through the chain's own RPC). `wallet-not-installed` when no wallet
   * is found, `wallet-connect-failed` when no account is known.
   */
  async locate(): Promise<ConnectedWallet> {
    const known = this.walletSession.address ?? this.storage.getLocal('walletAddress');
    const wallet = this.walletSession.wallet ?? (await this.find(known?.toLowerCase()));
    const address = known ?? (await wallet.accounts().catch(() => [] as readonly string[]))[0];
    if (!address) throw new AppError('wallet-connect-failed', { operation: 'payment.account' });
    return { wallet, address };
  }

  /**
   * Asks the wallet to connect (no prompt when it already is) and checks it holds the paying account;
   * `wallet-connect-failed` when it does not. Fails with the wallet's AppError otherwise.
   */
  async connect({ wallet, address }: ConnectedWallet): Promise<void> {
    const accounts = await wallet.connect();
    const expected = address.toLowerCase();
    // The gateway sends from the wallet's first account: it must be the paying one.
    if (accounts[0]?.toLowerCase() !== expected) {
      throw new AppError('wallet-connect-failed', { operation: 'payment.account' });
    }
    if (!this.walletSession.wallet) this.walletSession.attach(wallet, address, await wallet.chainId());
  }

  /**
   * Puts the wallet on the chain: switches (the wallet adds the chain first when it does not know it);
   * `wrong-network` when the user declines or the wallet stays elsewhere.
   */
  async ensureChain(wallet: Wallet, chain: ChainParams): Promise<void> {
    if ((await wallet.chainId()) === chain.chainId) return;
    try {
      await wallet.switchChain(chain);
    } catch (error) {
      throw switchFailure(error);
    }
    if ((await wallet.chainId()) !== chain.chainId) {
      throw new AppError('wrong-network', { operation: 'wallet.switchChain' });
    }
    if (this.walletSession.wallet === wallet) this.walletSession.setChainId(chain.chainId);
  }

  /** The discovered wallet that already holds `expected`, else the first one found. */
  private async find(expected: string | undefined): Promise<Wallet> {
    const infos = await this.registry.discover();
    let first: Wallet | null = null;
    for (const info of infos) {
      const wallet = await this.registry.get(info.id);
      first ??= wallet;
      const accounts = await wallet.accounts().catch(() => [] as readonly string[]);
      if (expected && accounts.some((a) => a.toLowerCase() === expected)) return wallet;
    }
    if (!first) throw new AppError('wallet-not-installed', { operation: 'payment.wallet' });
    return first;
  }
}
