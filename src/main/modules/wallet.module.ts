import { ContainerModule } from 'inversify';
import { BrowserWalletRegistry } from '../../adapters/wallet/wallet-registry.adapter';
import { CheckNetworkUseCase } from '../../application/wallet/check-network.use-case';
import { ReattachWalletUseCase } from '../../application/wallet/reattach-wallet.use-case';
import { SwitchNetworkUseCase } from '../../application/wallet/switch-network.use-case';
import { WalletRegistry } from '../../application/wallet/wallet.port';
import { WalletSessionStore } from '../../application/wallet/wallet-session.store';

/** The signing browser wallet, loaded with the container: the wallets on offer, the connection, the network. */
export const walletModule = new ContainerModule(({ bind }) => {
  // The registry reads the profile itself: the demo wallet in `demo`, the real wallets in `live`.
  bind(WalletRegistry).to(BrowserWalletRegistry).inSingletonScope();
  bind(WalletSessionStore).toSelf().inSingletonScope();
  bind(CheckNetworkUseCase).toSelf();
  bind(SwitchNetworkUseCase).toSelf();
  bind(ReattachWalletUseCase).toSelf();
});
