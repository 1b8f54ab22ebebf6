import { ContainerModule } from 'inversify';
import { HttpAuthApi } from '../../adapters/api/auth/http-auth-api.adapter';
import { AuthApi } from '../../application/auth/auth-api.port';
import { LoginWithWalletUseCase } from '../../application/auth/login-with-wallet.use-case';
import { CheckNetworkUseCase } from '../../application/wallet/check-network.use-case';
import { SwitchNetworkUseCase } from '../../application/wallet/switch-network.use-case';
import { LoginVm } from '../../ui/screens/auth/login.vm';
import { WrongNetworkVm } from '../../ui/screens/auth/wrong-network.vm';

/**
 * The wallet login and the wrong-network prompt, loaded with the shell's login sheet or, for a held
 * session, with the prompt: a visitor who never opens the sheet does not download them. The session
 * itself (auth.module.ts) and the wallet connection (wallet.module.ts) load with the container.
 */
export const loginModule = new ContainerModule(({ bind }) => {
  bind(AuthApi).to(HttpAuthApi).inSingletonScope();
  bind(LoginWithWalletUseCase).toSelf();
  bind(CheckNetworkUseCase).toSelf();
  bind(SwitchNetworkUseCase).toSelf();
  bind(LoginVm).toSelf();
  bind(WrongNetworkVm).toSelf();
});
