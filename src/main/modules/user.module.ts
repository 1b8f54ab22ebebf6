import { ContainerModule } from 'inversify';
import { HttpUserApi } from '../../adapters/api/user/http-user-api.adapter';
import { UserApi } from '../../application/user/user-api.port';

/** The user-info calls, shared by auth (the route guard loads the user) and team; loaded with the container. */
export const userModule = new ContainerModule(({ bind }) => {
  bind(UserApi).to(HttpUserApi).inSingletonScope();
});
