import './home.css';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePageActive } from '../../app/page-context';
import { NadiLogo } from '../../shared/components/nadi-logo';
import { PullRefresh } from '../../shared/components/pull-refresh';
import { ErrorState } from '../../shared/components/states';
import { useViewModel } from '../../shared/view-model';
import { AccountSummary } from './account-summary';
import { BANNER_ART } from './banner-art';
import { BannerCarousel } from './banner-carousel';
import { HomeVm } from './home.vm';
import { useNearViewport } from './near-viewport';
import { NodeSale } from './node-sale';
import { NoticeLine } from './notice-line';

const HomeMore = lazy(() => import('./home-more'));

/** Below the fold, fetched as the user scrolls towards it; a skeleton holds its place meanwhile. */
function BelowTheFold({ vm }: { vm: HomeVm }) {
  const sentinel = useRef<HTMLDivElement | null>(null);
  const near = useNearViewport(sentinel);
  const placeholder = <div className="home-more-skeleton skeleton-block" aria-busy="true" />;
  return (
    <div ref={sentinel} className="home-more">
      {near ? (
        <Suspense fallback={placeholder}>
          <HomeMore vm={vm} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

const Banners = observer(function Banners({ vm, active }: { vm: HomeVm; active: boolean }) {
  const banners = vm.banners;
  if (banners.failedEmpty) {
    return (
      <div className="card banner-failed">
        <ErrorState error={banners.error} onRetry={vm.retryBanners} />
      </div>
    );
  }
  if (banners.data === null) {
    // The NADI picture holds the banners' place (and their dots' room) until they arrive.
    return (
      <div className="banner-skeleton" aria-busy="true">
        <img src={BANNER_ART} alt="" width={750} height={320} />
      </div>
    );
  }
  if (banners.data.length === 0) return null;
  return <BannerCarousel banners={banners.data} active={active} />;
});

/**
 * Home (`/index`, public): what NADI is, the banners, the visitor's call to connect or the user's
 * summary, the node sale countdown, the core advantages and the partners. Each part has its own
 * skeleton and its own error with a retry; pull down to refresh them all.
 */
const HomeScreen = observer(function HomeScreen() {
  const active = usePageActive();
  const vm = useViewModel(HomeVm, { active });
  const heroId = useId();
  return (
    <PullRefresh onRefresh={vm.refresh}>
      <div className="screen-body home">
        <section className="home-hero" aria-labelledby={heroId}>
          <NadiLogo size={56} />
          <div>
            <h2 id={heroId} className="home-hero-title">
              <FormattedMessage id="app.name" />
            </h2>
            <p className="home-hero-lead">
              <FormattedMessage id="home.hero.lead" />
            </p>
          </div>
          <p className="muted home-hero-body">
            <FormattedMessage id="home.hero.body" />
          </p>
        </section>
        <Banners vm={vm} active={active} />
        <NoticeLine vm={vm} />
        <AccountSummary vm={vm} />
        <NodeSale vm={vm} />
        <BelowTheFold vm={vm} />
      </div>
    </PullRefresh>
  );
});

export default HomeScreen;
