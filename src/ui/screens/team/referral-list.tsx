import { observer } from 'mobx-react-lite';
import { type ReactNode, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../../domain/shared/date-format';
import type { DirectMember } from '../../../domain/user/user';
import { useShell } from '../../app/shell-context';
import { Amount } from '../../shared/components/amount';
import { AddressText } from '../../shared/components/copy';
import { LoadMore } from '../../shared/components/pull-refresh';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { VirtualList } from '../../shared/components/virtual-list';
import type { TeamVm } from './team.vm';

const Member = ({ member, tag }: { member: DirectMember; tag: TeamVm['dateTag'] }) => (
  <>
    <div className="row">
      <strong className="ellipsis">{member.name}</strong>
      <span className="level-badge">
        <FormattedMessage id="home.level" values={{ level: member.level }} />
      </span>
      <span className="muted referral-date push-end">
        <FormattedMessage id="team.referral.joined" values={{ date: formatDate(member.joinedAt, tag) }} />
      </span>
    </div>
    <div className="row between">
      <AddressText value={member.address} />
      <span className="referral-performance">
        <span className="muted">
          <FormattedMessage id="team.performance.title" />
        </span>{' '}
        <Amount own value={member.performance} unit="USDT" />
      </span>
    </div>
  </>
);

/** The direct referrals, page by page: skeleton, empty (with the invite), error with a retry, load more. */
export const ReferralList = observer(function ReferralList({ vm }: { vm: TeamVm }) {
  const shell = useShell();
  const list = vm.referrals;
  const titleId = useId();
  let body: ReactNode;
  if (list.firstLoad) body = <SkeletonList rows={3} />;
  else if (list.failedEmpty)
    body = <ErrorState error={list.error} onRetry={() => void vm.retryReferrals()} />;
  else if (list.empty)
    body = (
      <EmptyState
        messageId="team.referrals.empty"
        action={
          <button type="button" className="button secondary" onClick={() => shell.open('invite')}>
            <FormattedMessage id="team.invite.title" />
          </button>
        }
      />
    );
  else
    body = (
      <>
        <ErrorLine error={list.error} />
        <VirtualList
          items={list.items}
          rowKey={(member) => member.address}
          estimate={110}
          className="referral-list"
          testId="referral-list"
          rowClassName="card referral"
          rowTestId="referral"
        >
          {(member) => <Member member={member} tag={vm.dateTag} />}
        </VirtualList>
        <LoadMore hasMore={list.hasMore} loading={list.loading} onLoadMore={vm.loadMore} />
      </>
    );
  return (
    <section className="referrals" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <FormattedMessage id="team.referrals.title" />
        {list.total > 0 && <span className="muted referral-total"> · {list.total}</span>}
      </h2>
      {body}
    </section>
  );
});
