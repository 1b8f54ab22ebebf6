import { ContainerModule } from 'inversify';
import { TeamVm } from '../../ui/screens/team/team.vm';

/** The team tab (its calls are the user's, bound by the user module). */
export const teamModule = new ContainerModule(({ bind }) => {
  bind(TeamVm).toSelf();
});
