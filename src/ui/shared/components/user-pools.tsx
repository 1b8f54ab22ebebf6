import { FormattedMessage } from 'react-intl';
import type { User } from '../../../domain/user/user';
import { Amount } from './amount';

/**
 * The user's destroy pool and flow pool (user.info's destroy_pool_num and flow_pool_num, in USDT), as two
 * figures of a `dl.figures`; the person's own money, so hidden with their balances.
 */
export function UserPools({ user }: { user: Pick<User, 'destroyPool' | 'flowPool'> }) {
  return (
    <>
      <div>
        <dt className="muted">
          <FormattedMessage id="user.pools.destroy" />
        </dt>
        <dd data-testid="user-destroy-pool">
          <Amount own value={user.destroyPool} unit="USDT" />
        </dd>
      </div>
      <div>
        <dt className="muted">
          <FormattedMessage id="user.pools.flow" />
        </dt>
        <dd data-testid="user-flow-pool">
          <Amount own value={user.flowPool} unit="USDT" />
        </dd>
      </div>
    </>
  );
}
