import { ContainerModule } from 'inversify';
import { HttpHomeApi } from '../../adapters/api/home/http-home-api.adapter';
import { HomeApi } from '../../application/home/home-api.port';
import { HomeVm } from '../../ui/screens/home/home.vm';

/** Home, loaded with the container: the first screen, and the chain settings the wallet and payment read. */
export const homeModule = new ContainerModule(({ bind }) => {
  bind(HomeApi).to(HttpHomeApi).inSingletonScope();
  bind(HomeVm).toSelf();
});
