import { ContainerModule } from 'inversify';
import { HttpMiningApi } from '../../adapters/api/mining/http-mining-api.adapter';
import { ActivateDeviceUseCase } from '../../application/mining/activate-device.use-case';
import { MiningApi } from '../../application/mining/mining-api.port';
import { StartMiningUseCase } from '../../application/mining/start-mining.use-case';
import { ActivationVm } from '../../ui/screens/mining/activation.vm';
import { DestroyListVm } from '../../ui/screens/mining/destroy-list.vm';
import { MiningVm } from '../../ui/screens/mining/mining.vm';
import { PowerLogVm } from '../../ui/screens/mining/power-log.vm';

/**
 * Mining: the mining tab, activation, the destroy list and the power log. Starting to mine places an order
 * (orders module) paid by the payment module; a device is bought on the mall's order confirm page.
 */
export const miningModule = new ContainerModule(({ bind }) => {
  bind(MiningApi).to(HttpMiningApi).inSingletonScope();
  bind(StartMiningUseCase).toSelf();
  bind(ActivateDeviceUseCase).toSelf();
  bind(MiningVm).toSelf();
  bind(ActivationVm).toSelf();
  bind(DestroyListVm).toSelf();
  bind(PowerLogVm).toSelf();
});
