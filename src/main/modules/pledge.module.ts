import { ContainerModule } from 'inversify';
import { HttpPledgeApi } from '../../adapters/api/pledge/http-pledge-api.adapter';
import { PledgeApi } from '../../application/pledge/pledge-api.port';
import { RedeemPledgeUseCase, SavePledgeUseCase } from '../../application/pledge/pledge-money.use-case';
import { PledgeDetailVm } from '../../ui/screens/pledge/pledge-detail.vm';
import { PledgeListVm } from '../../ui/screens/pledge/pledge-list.vm';
import { PledgeReleaseLogVm } from '../../ui/screens/pledge/pledge-release-log.vm';

/**
 * Savings: the products, saving from the fund account, "my savings", the release and income records and the
 * redemption. Save and redeem use cases keep the request id of their attempt, so they are transient: each
 * screen gets its own.
 */
export const pledgeModule = new ContainerModule(({ bind }) => {
  bind(PledgeApi).to(HttpPledgeApi).inSingletonScope();
  bind(SavePledgeUseCase).toSelf();
  bind(RedeemPledgeUseCase).toSelf();
  bind(PledgeListVm).toSelf();
  bind(PledgeDetailVm).toSelf();
  bind(PledgeReleaseLogVm).toSelf();
});
