import { ContainerModule } from 'inversify';
import { HttpClient } from '../../adapters/api/http-client';
import { UserApi } from '../../application/user/user-api.port';
import { lazyAdapter } from './lazy-adapter';

/**
 * The user-info calls, shared by auth (the route guard loads the user) and team; loaded with the container,
 * the adapter itself (with its schemas) at the first call: a visitor makes none.
 */
export const userModule = new ContainerModule(({ bind }) => {
  bind(UserApi)
    .toDynamicValue((context) => {
      const http = context.get(HttpClient);
      return lazyAdapter<UserApi>(
        () =>
          import(/* webpackChunkName: "user-api" */ '../../adapters/api/user/http-user-api.adapter').then(
            (m) => new m.HttpUserApi(http),
          ),
        { info: true, directList: true, performance: true },
      );
    })
    .inSingletonScope();
});
