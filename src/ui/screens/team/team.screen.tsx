import './team.css';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useShell } from '../../app/shell-context';
import { Amount } from '../../shared/components/amount';
import { AddressText } from '../../shared/components/copy';
import { PullRefresh } from '../../shared/components/pull-refresh';
import { ErrorLine, SkeletonList } from '../../shared/components/states';
import { UserPools } from '../../shared/components/user-pools';
import { useViewModel } from '../../shared/view-model';
import { DevicePerformance, DirectPerformance } from './device-performance';
import { InviteRows } from './invite-rows';
import { ReferralList } from './referral-list';
import { ShareInviteButton } from './share-button';
import { shownInviteLink } from './shown-invite-link';
import { TeamVm } from './team.vm';

/**
 * Team (`/user`, logged in): who the user is (T-level), how to invite (code, link, QR, share), how big
 * the team is, its performance, and the direct referrals. Pull down to refresh all of it.
 */
const TeamScreen = observer(function TeamScreen() {
  const vm = useViewModel(TeamVm, undefined);
  const intl = useIntl();
  const shell = useShell();
  const meId = useId();
  const inviteId = useId();
  const performanceId = useId();
  const user = vm.user;
  if (!user) return <SkeletonList rows={3} />;
  const inviteLink = shownInviteLink(user);
  return (
    <PullRefresh onRefresh={vm.refresh}>
      <div className="screen-body team">
        <section className="card" aria-labelledby={meId}>
          <div className="row">
            <h2 id={meId} className="ellipsis">
              {user.name}
            </h2>
            <span className="level-badge" data-testid="team-level">
              <FormattedMessage id="home.level" values={{ level: user.level }} />
            </span>
          </div>
          <AddressText value={user.walletAddress} />
        </section>

        <section className="card invite-card" aria-labelledby={inviteId}>
          <h2 id={inviteId}>
            <FormattedMessage id="team.invite.title" />
          </h2>
          <InviteRows code={user.code} link={inviteLink} large />
          <div className="team-actions">
            <button type="button" className="button secondary" onClick={() => shell.open('invite')}>
              <FormattedMessage id="team.invite.showQr" />
            </button>
            {inviteLink && <ShareInviteButton url={inviteLink} />}
          </div>
        </section>

        <section className="team-counts" aria-label={intl.formatMessage({ id: 'team.counts.label' })}>
          <p className="card team-count" data-testid="direct-count">
            <FormattedMessage id="team.directCount" values={{ count: user.directCount }} />
          </p>
          <p className="card team-count" data-testid="team-count">
            <FormattedMessage id="team.teamCount" values={{ count: user.teamCount }} />
          </p>
        </section>

        <section className="card" aria-labelledby={performanceId}>
          <h2 id={performanceId}>
            <FormattedMessage id="team.performance.title" />
          </h2>
          <dl className="figures">
            <DirectPerformance vm={vm} />
            <div>
              <dt className="muted">
                <FormattedMessage id="team.performance.personal" />
              </dt>
              <dd data-testid="performance-personal">
                <Amount own value={user.personalPerformance} unit="USDT" />
              </dd>
            </div>
            <div>
              <dt className="muted">
                <FormattedMessage id="team.performance.team" />
              </dt>
              <dd data-testid="performance-team">
                <Amount own value={user.teamPerformance} unit="USDT" />
              </dd>
            </div>
            <div>
              <dt className="muted">
                <FormattedMessage id="team.performance.device" />
              </dt>
              <dd data-testid="performance-device">
                <Amount own value={user.devicePerformance} unit="USDT" />
              </dd>
            </div>
            <UserPools user={user} />
          </dl>
          <ErrorLine error={vm.userError} />
          <h3 className="team-subtitle">
            <FormattedMessage id="team.performance.byDevice" />
          </h3>
          <DevicePerformance vm={vm} />
        </section>

        <ReferralList vm={vm} />
      </div>
    </PullRefresh>
  );
});

export default TeamScreen;
