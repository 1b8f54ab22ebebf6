import { ContainerModule } from 'inversify';
import { HttpActivityApi } from '../../adapters/api/activity/http-activity-api.adapter';
import { ActivityApi } from '../../application/activity/activity-api.port';
import { ActivityDetailVm } from '../../ui/screens/activity/activity-detail.vm';
import { ActivityListVm } from '../../ui/screens/activity/activity-list.vm';
import { RankingVm } from '../../ui/screens/activity/ranking.vm';

/** Activities: the list, the detail with its countdown, and the day and total rankings. */
export const activityModule = new ContainerModule(({ bind }) => {
  bind(ActivityApi).to(HttpActivityApi).inSingletonScope();
  bind(ActivityListVm).toSelf();
  bind(ActivityDetailVm).toSelf();
  bind(RankingVm).toSelf();
});
