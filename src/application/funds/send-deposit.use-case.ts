import type Decimal from 'decimal.js';
import { inject, injectable, optional } from 'inversify';
import { covers } from '../../domain/payment/payment-rules';
import { AppError } from '../../domain/shared/app-error';
import type { Chain, Token } from '../../domain/shared/token';
import { HomeApi } from '../home/home-api.port';
import { ChainGateway, type PayAsset, type TxHash } from '../payment/chain-gateway.port';
import { readFailure, shortOf } from '../payment/payment-errors';
import { PaymentWalletAccess } from '../payment/payment-wallet';
import { verifiedTokenDecimals } from '../payment/pinned-token';
import { AppConfig } from '../shared/app-config';
import { AppStorage } from '../shared/storage.port';
import { WalletRegistry } from '../wallet/wallet.port';
import { WalletSessionStore } from '../wallet/wallet-session.store';
import { SimulatedDeposits } from './simulated-deposits.port';

/** A token transfer from the user's own wallet to their deposit address. */
export interface DepositTransfer {
  readonly coin: Token;
  readonly chain: Chain;
  /** The deposit address the backend gave for this coin and chain. */
  readonly to: string;
  readonly amount: Decimal;
}

/** What the sending is doing, for the screen: reading the chain, waiting for the wallet, the wallet's prompt. */
export type DepositSendPhase = 'checking' | 'connecting' | 'confirming';

/** Native coins have 18 decimals on every EVM chain the app works on. */
const NATIVE_DECIMALS = 18;

/**
 * "Send from my wallet": asks the logged-in browser wallet for a real ERC-20 transfer of the amount to the
 * deposit address. The chain's parameters and the token contract come from `common/config` (as for
 * payments), the token's decimals from the token itself. Before the wallet is asked anything: the token
 * balance (`chain-balance-insufficient`) and the gas (`insufficient-gas`); then the wallet is connected with
 * the logged-in account and switched to the chain (`wrong-network` when it stays elsewhere). The wallet's
 * own refusals keep their kind (`transaction-cancelled`). Answers the transaction hash; the deposit list
 * follows it from there (the backend watches the address). The plain demo build, which reaches no chain,
 * has the logged-in wallet's transfer seen by its in-page backend instead (`simulated`).
 */
@injectable()
export class SendDepositUseCase {
  private readonly wallets: PaymentWalletAccess;
  /** The plain demo build's chain stand-in; null where the wallet sends on a real chain. */
  private readonly simulation: SimulatedDeposits | null;

  constructor(
    @inject(ChainGateway) private readonly gateway: ChainGateway,
    @inject(HomeApi) common: HomeApi,
    @inject(WalletSessionStore) walletSession: WalletSessionStore,
    @inject(WalletRegistry) registry: WalletRegistry,
    @inject(AppStorage) storage: AppStorage,
    @inject(AppConfig) config: AppConfig,
    @inject(SimulatedDeposits) @optional() simulation?: SimulatedDeposits,
  ) {
    this.wallets = new PaymentWalletAccess(common, walletSession, registry, storage, config);
    // Only the build whose backend lives in the page (a demo without an API base) has no chain to send on.
    this.simulation = config.profile === 'demo' && !config.apiBase ? (simulation ?? null) : null;
  }

  /** The transfer is simulated (the plain demo build): the screen says so. */
  get simulated(): boolean {
    return this.simulation !== null;
  }

  async execute(
    deposit: DepositTransfer,
    onPhase: (phase: DepositSendPhase) => void = () => {},
  ): Promise<TxHash> {
    onPhase('checking');
    if (this.simulation) {
      const { address } = await this.wallets.locate();
      onPhase('confirming');
      return this.simulation.send(deposit, address);
    }
    const settings = await this.wallets.chainSettings(deposit.chain);
    const contract = settings.tokens[deposit.coin];
    if (!contract) {
      throw new AppError('payment-method-failed', { operation: `chain.${deposit.chain}.${deposit.coin}` });
    }
    const { chainId, name, rpcUrl, explorerUrl, nativeSymbol } = settings;
    const chain = { chainId, name, rpcUrl, explorerUrl, nativeSymbol };
    const { wallet, address } = await this.wallets.locate();
    const read = <T>(operation: string, task: () => Promise<T>): Promise<T> =>
      task().catch((error: unknown) => {
        throw readFailure(error, operation);
      });

    const decimals = await verifiedTokenDecimals(this.gateway, wallet, chain, contract, deposit.coin);
    const asset: PayAsset = { symbol: deposit.coin, contract, decimals };
    const held = await read('chain.balanceOf', () => this.gateway.balanceOf(wallet, chain, asset, address));
    if (!covers(held, deposit.amount)) {
      throw shortOf('chain-balance-insufficient', held, deposit.amount, deposit.coin, 'chain.balanceOf');
    }
    const native: PayAsset = { symbol: nativeSymbol, contract: null, decimals: NATIVE_DECIMALS };
    const gas = await read('chain.gasCost', () => this.gateway.gasCost(wallet, chain, 'transfer', asset));
    const gasHeld = await read('chain.balanceOf', () =>
      this.gateway.balanceOf(wallet, chain, native, address),
    );
    if (!covers(gasHeld, gas)) throw shortOf('insufficient-gas', gasHeld, gas, nativeSymbol, 'chain.gasCost');

    onPhase('connecting');
    await this.wallets.connect({ wallet, address });
    await this.wallets.ensureChain(wallet, chain);
    onPhase('confirming');
    return this.gateway.transfer(wallet, chain, asset, deposit.to, deposit.amount);
  }
}
