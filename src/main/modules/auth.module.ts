import { ContainerModule } from 'inversify';
import { LoadUserUseCase } from '../../application/auth/load-user.use-case';
import { LogoutUseCase } from '../../application/auth/logout.use-case';
import { SessionStore } from '../../application/auth/session.store';

/**
 * Auth, loaded with the container: the session, the user behind the route guard, and logout. The wallet
 * login and its sheets load when first wanted (login.module.ts).
 */
export const authModule = new ContainerModule(({ bind }) => {
  bind(SessionStore).toSelf().inSingletonScope();
  bind(LoadUserUseCase).toSelf();
  // It hooks itself to the wallet session once: one instance for the app.
  bind(LogoutUseCase).toSelf().inSingletonScope();
});
