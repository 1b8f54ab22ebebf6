import Decimal from 'decimal.js';
import { LoadUserUseCase } from '../../src/application/auth/load-user.use-case';
import { SessionStore } from '../../src/application/auth/session.store';
import { RedeemPledgeUseCase, SavePledgeUseCase } from '../../src/application/pledge/pledge-money.use-case';
import { AuthSignals } from '../../src/application/shared/auth-signals';
import { ConnectivityStore } from '../../src/application/shared/connectivity.store';
import { PledgeDetailVm } from '../../src/ui/screens/pledge/pledge-detail.vm';
import { PledgeListVm } from '../../src/ui/screens/pledge/pledge-list.vm';
import { PledgeReleaseLogVm } from '../../src/ui/screens/pledge/pledge-release-log.vm';
import { FakePledgeApi } from './fake-pledge-api';
import { FakeUserApi } from './fake-user-api';
import { InMemoryStorage } from './in-memory-storage';
import { T0 } from './sample-time';

/**
 * The savings view-models over one FakePledgeApi, with a clock that the api and the view-models share and
 * that moves only when the test says so.
 */
export function pledgeHarness() {
  const api = new FakePledgeApi();
  const clock = { time: T0, now: () => clock.time };
  api.now = clock.now;
  const users = new FakeUserApi();
  const storage = new InMemoryStorage();
  const connectivity = new ConnectivityStore();
  const loadUser = new LoadUserUseCase(users, new SessionStore(new InMemoryStorage(), new AuthSignals()));
  return {
    api,
    clock,
    users,
    /** The tab's storage, shared by every view-model the harness makes (a reload keeps it). */
    storage,
    /** Online unless a test says otherwise. */
    connectivity,
    /** Moves the shared clock on. */
    pass(ms: number) {
      clock.time += ms;
    },
    list: () => new PledgeListVm(api, clock),
    detail: () => new PledgeDetailVm(api, new SavePledgeUseCase(api, loadUser), clock, storage, connectivity),
    releaseLog: () =>
      new PledgeReleaseLogVm(api, new RedeemPledgeUseCase(api, loadUser), clock, connectivity),
    /** Saves through the api directly (a position to look at), answering its id. */
    async saved(productId: number, amount: string): Promise<number> {
      const requestId = `seed-${productId}-${api.holdings.length}`;
      const position = await api.save({ productId, amount: new Decimal(amount), requestId });
      return position.id;
    },
  };
}
