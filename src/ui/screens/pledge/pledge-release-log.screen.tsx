import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './pledge.css';
import type Decimal from 'decimal.js';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { pledgeRefusalOf } from '../../../application/pledge/pledge-refusal';
import type { Bcp47Tag } from '../../../domain/language/language';
import type { PledgeIncome, PledgeRelease } from '../../../domain/pledge/pledge';
import { pledgeReleaseStatuses } from '../../../domain/pledge/pledge-release-status';
import { formatDateTime } from '../../../domain/shared/date-format';
import { toPercent } from '../../../domain/shared/rate';
import { usePageActive } from '../../app/page-context';
import { OwnFigure } from '../../shared/components/amount';
import { LoadMore, PullRefresh } from '../../shared/components/pull-refresh';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { Tabs } from '../../shared/components/tabs';
import { useViewModel } from '../../shared/view-model';
import { BackToSavings } from './back-to-savings';
import { PositionCard } from './pledge-position-card';
import { PledgeReleaseLogVm, RELEASE_LOG_TABS } from './pledge-release-log.vm';
import { RedeemBar } from './redeem-bar';
import { RedeemConfirmSheet } from './redeem-confirm-sheet';
import { usePathId } from './use-path-id';

const Nadi = ({ value, testId }: { value: Decimal | null; testId?: string }) => (
  <span className="amount" data-testid={testId}>
    <OwnFigure value={value} /> <span className="unit">NADI</span>
  </span>
);

/** One release record: amount, time, release rate, waiting for release or redeemed. */
function ReleaseRecord({ record, tag }: { record: PledgeRelease; tag: Bcp47Tag }) {
  return (
    <article className="card pledge-record" data-testid="pledge-release" data-status={record.status}>
      <div className="card-head">
        <Nadi value={record.amount} testId="pledge-release-amount" />
        <span className={`badge pledge-badge ${record.status === 'redeemed' ? 'redeemed' : 'active'}`}>
          <FormattedMessage id={pledgeReleaseStatuses.messageId(record.status)} />
        </span>
      </div>
      <p className="pledge-line small muted">
        <span>{formatDateTime(record.time, tag)}</span>
        <FormattedMessage id="pledge.log.rate" values={{ rate: toPercent(record.rate) }} />
      </p>
    </article>
  );
}

function IncomeRecord({ record, tag }: { record: PledgeIncome; tag: Bcp47Tag }) {
  return (
    <article className="card pledge-record" data-testid="pledge-income">
      <div className="card-head">
        <Nadi value={record.amount} />
        <span className="small muted">{formatDateTime(record.time, tag)}</span>
      </div>
    </article>
  );
}

/** The records of the shown tab, paged, with their states. */
const Records = observer(function Records({ vm }: { vm: PledgeReleaseLogVm }) {
  const intl = useIntl();
  const tag = intl.locale as Bcp47Tag;
  const list = vm.list;
  if (list.firstLoad) return <SkeletonList rows={3} lines={2} />;
  if (list.failedEmpty)
    return <ErrorState error={list.error} failure="load" onRetry={() => void vm.refresh()} />;
  if (list.empty) return <EmptyState messageId={`pledge.log.empty.${vm.tab}`} />;
  return (
    <>
      {list.error !== null && <ErrorLine error={list.error} failure="load" />}
      <ul className="pledge-list">
        {vm.tab === 'releases'
          ? vm.releases.items.map((record) => (
              <li key={record.id}>
                <ReleaseRecord record={record} tag={tag} />
              </li>
            ))
          : vm.incomes.items.map((record) => (
              <li key={record.id}>
                <IncomeRecord record={record} tag={tag} />
              </li>
            ))}
      </ul>
      <LoadMore hasMore={list.hasMore} loading={list.loading} onLoadMore={list.loadMore} />
    </>
  );
});

/**
 * /pledge/releaseLog/{id}: the position, the totals released, waiting and earned, its release and income
 * records as tabs, and its redemption at the bottom (at maturity, or early with the simulator).
 */
const PledgeReleaseLogScreen = observer(function PledgeReleaseLogScreen() {
  const active = usePageActive();
  const vm = useViewModel(PledgeReleaseLogVm, {
    id: usePathId('/pledge/releaseLog/:id'),
    active,
  });
  const intl = useIntl();
  // Came from Redeem on the saving's card (my savings): the confirmation opens once the position is here.
  const location = useLocation();
  const navigate = useNavigate();
  const redeemAsked = (location.state as { redeem?: boolean } | null)?.redeem === true;
  const redeemable = vm.position !== null && vm.redeemWay !== null;
  useEffect(() => {
    const position = vm.position;
    if (!active || !redeemAsked || !redeemable || !position) return;
    vm.redemption.open(position);
    navigate(location.pathname, { replace: true, state: null });
  }, [active, redeemAsked, redeemable, vm, navigate, location.pathname]);
  if (vm.missingId) return <BackToSavings messageId="pledge.log.missingId" />;
  const position = vm.position;
  if (!position) {
    if (vm.loadFailure === null) return <SkeletonList rows={3} lines={4} />;
    if (pledgeRefusalOf(vm.loadFailure)?.kind === 'not-found')
      return <BackToSavings messageId="pledge.log.notFound" />;
    return <ErrorState error={vm.loadFailure} failure="load" onRetry={() => void vm.refresh()} />;
  }
  return (
    <div>
      <PullRefresh onRefresh={vm.refresh}>
        <div className="screen-body pledge-screen">
          <PositionCard view={{ position, nextIn: vm.nextIn, redeemWay: vm.redeemWay }} linked={false}>
            <RedeemBar vm={vm} />
          </PositionCard>
          <section className="card pledge-card" data-testid="pledge-totals">
            <p className="pledge-line">
              <FormattedMessage id="pledge.log.totalReleased" />
              <Nadi value={vm.totals?.released ?? null} testId="pledge-total-released" />
            </p>
            <p className="pledge-line">
              <FormattedMessage id="pledge.log.totalWaiting" />
              <Nadi value={vm.totals?.waiting ?? null} testId="pledge-total-waiting" />
            </p>
            <p className="pledge-line">
              <FormattedMessage id="pledge.log.totalIncome" />
              <Nadi value={vm.totalIncome} testId="pledge-total-income" />
            </p>
          </section>
          <Tabs
            label={intl.formatMessage({ id: 'pledge.log.tabs' })}
            tabs={RELEASE_LOG_TABS}
            selected={vm.tab}
            onSelect={vm.setTab}
            testId={(tab) => `pledge-log-tab-${tab}`}
            className="tabs-even"
            renderTab={(tab) => <FormattedMessage id={`pledge.log.tab.${tab}`} />}
          />
          <div role="tabpanel" className="pledge-screen">
            <Records vm={vm} />
          </div>
        </div>
      </PullRefresh>
      <RedeemConfirmSheet vm={vm} />
    </div>
  );
});

export default PledgeReleaseLogScreen;
