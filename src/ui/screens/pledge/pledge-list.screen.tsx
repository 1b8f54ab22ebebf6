import '../../shared/styles/cards.css';
import '../../shared/styles/controls.css';
import './pledge.css';
import { observer } from 'mobx-react-lite';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageActive, usePageQuery } from '../../app/page-context';
import { LoadMore, PullRefresh } from '../../shared/components/pull-refresh';
import { EmptyState, ErrorLine, ErrorState, SkeletonList } from '../../shared/components/states';
import { Tabs } from '../../shared/components/tabs';
import { useViewModel } from '../../shared/view-model';
import { isPledgeTab, PLEDGE_TABS, PledgeListVm } from './pledge-list.vm';
import { PositionCard } from './pledge-position-card';
import { ProductCard } from './pledge-product-card';

/** The products of the shown kind, with their states. */
const Products = observer(function Products({ vm }: { vm: PledgeListVm }) {
  const catalogue = vm.catalogue;
  if (!catalogue) return null;
  if (catalogue.data === null && catalogue.error === null) return <SkeletonList rows={3} lines={5} />;
  if (catalogue.failedEmpty) {
    return <ErrorState error={catalogue.error} failure="load" onRetry={() => void vm.refresh()} />;
  }
  if (vm.cards.length === 0) return <EmptyState messageId="pledge.list.emptyProducts" />;
  return (
    <>
      {catalogue.error !== null && <ErrorLine error={catalogue.error} failure="load" />}
      <ul className="pledge-list">
        {vm.cards.map((card) => (
          <li key={card.product.id}>
            <ProductCard card={card} />
          </li>
        ))}
      </ul>
    </>
  );
});

/** "My savings", paged, with its states. */
const MySavings = observer(function MySavings({ vm }: { vm: PledgeListVm }) {
  const list = vm.positions;
  if (list.firstLoad) return <SkeletonList rows={2} lines={6} />;
  if (list.failedEmpty)
    return <ErrorState error={list.error} failure="load" onRetry={() => void vm.refresh()} />;
  if (list.empty) {
    return (
      <EmptyState
        messageId="pledge.list.emptyMine"
        action={
          <button type="button" className="button secondary small" onClick={() => vm.setTab('joint')}>
            <FormattedMessage id="pledge.list.browse" />
          </button>
        }
      />
    );
  }
  return (
    <>
      {list.error !== null && <ErrorLine error={list.error} failure="load" />}
      <ul className="pledge-list" data-testid="pledge-positions">
        {vm.myPositions.map((view) => (
          <li key={view.position.id}>
            <PositionCard view={view} />
          </li>
        ))}
      </ul>
      <LoadMore hasMore={list.hasMore} loading={list.loading} onLoadMore={list.loadMore} />
    </>
  );
});

/**
 * /pledge: joint savings, node savings and "my savings" as tabs (`?tab=` picks one); product cards with
 * their terms, pools, sale window and countdown, and the person's positions with their next release.
 * Pull to refresh.
 */
const PledgeListScreen = observer(function PledgeListScreen() {
  const tab = usePageQuery().get('tab');
  const vm = useViewModel(PledgeListVm, { active: usePageActive(), tab: isPledgeTab(tab) ? tab : null });
  const intl = useIntl();
  return (
    <div>
      <Tabs
        label={intl.formatMessage({ id: 'pledge.list.tabs' })}
        tabs={PLEDGE_TABS}
        selected={vm.tab}
        onSelect={vm.setTab}
        testId={(each) => `pledge-tab-${each}`}
        className="tabs-even"
        renderTab={(each) => <FormattedMessage id={`pledge.list.tab.${each}`} />}
      />
      <PullRefresh onRefresh={vm.refresh}>
        <div className="screen-body pledge-screen" role="tabpanel">
          {vm.tab === 'mine' ? <MySavings vm={vm} /> : <Products vm={vm} />}
        </div>
      </PullRefresh>
    </div>
  );
});

export default PledgeListScreen;
