import { ContainerModule } from 'inversify';
import { HttpAuthApi } from '../../adapters/api/auth/http-auth-api.adapter';
import { AuthApi } from '../../application/auth/auth-api.port';
import { LoadUserUseCase } from '../../application/auth/load-user.use-case';
import { LoginWithWalletUseCase } from '../../application/auth/login-with-wallet.use-case';
import { LogoutUseCase } from '../../application/auth/logout.use-case';
import { SessionStore } from '../../application/auth/session.store';
import { LoginVm } from '../../ui/screens/auth/login.vm';
import { WrongNetworkVm } from '../../ui/screens/auth/wrong-network.vm';

/** Auth, loaded with the container: the session, wallet login and logout, and the shell's login sheets. */
export const authModule = new ContainerModule(({ bind }) => {
  bind(AuthApi).to(HttpAuthApi).inSingletonScope();
  bind(SessionStore).toSelf().inSingletonScope();
  bind(LoadUserUseCase).toSelf();
  bind(LoginWithWalletUseCase).toSelf();
  // It hooks itself to the wallet session once: one instance for the app.
  bind(LogoutUseCase).toSelf().inSingletonScope();
  bind(LoginVm).toSelf();
  bind(WrongNetworkVm).toSelf();
});
