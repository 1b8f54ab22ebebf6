import { matchPath } from 'react-router';
import { GENERATED_FEATURE_MENU } from './feature-menu.generated';
import { GENERATED_FEATURE_ROUTES } from './feature-routes.generated';
import type { MenuSpec, RouteSpec, TabBarKind } from './route-spec';

/**
 * Each feature's routes (`ui/screens/<feature>/<feature>.routes.ts`), one line per feature of the manifest
 * that has screens (application/shared/features.ts: `routes: true`), in the manifest's order (spec section
 * 2's table), written to feature-routes.generated.ts by `npm run features`.
 */
const FEATURE_ROUTES = GENERATED_FEATURE_ROUTES;

/** Every route of spec section 2, in the order of its table: the features' routes, derived. */
export const ROUTES: readonly RouteSpec[] = Object.values(FEATURE_ROUTES).flat();

/** A footer entry: a route, or the invite sheet. */
export interface TabSpec {
  readonly key: string;
  readonly label: string;
  readonly to: string | 'invite';
}

/** The footer bars (spec section 2: home, mining, mall, wallet, team, invite; trade, trade market, my assets). */
export const TAB_BARS: Record<Exclude<TabBarKind, null>, readonly TabSpec[]> = {
  main: [
    { key: 'home', label: 'tab.home', to: '/index' },
    { key: 'mining', label: 'tab.mining', to: '/ming' },
    { key: 'mall', label: 'tab.mall', to: '/mall' },
    { key: 'wallet', label: 'tab.wallet', to: '/wallet' },
    { key: 'team', label: 'tab.team', to: '/user' },
    { key: 'invite', label: 'tab.invite', to: 'invite' },
  ],
  trade: [
    { key: 'trade-market', label: 'tab.tradeMarket', to: '/trade' },
    { key: 'trade', label: 'tab.trade', to: '/trade/orderList' },
    { key: 'assets', label: 'tab.myAssets', to: '/wallet' },
  ],
};

/**
 * The side menu: the 15 entries of spec section 2, the gold shop and the cars after the mall (the spec's
 * menu names neither, and without them the two shops could only be reached by typing their address), and
 * spot trading after the wallet (the spec's footer names trade, but the main bar has no room for a
 * seventh entry; the trade bar has it). "Activity detail"
 * and "rank" open the current activity, addressed as `latest`.
 */
export const MENU: readonly MenuSpec[] = [
  { key: 'home', label: 'menu.home', to: '/index' },
  { key: 'mining', label: 'menu.mining', to: '/ming' },
  { key: 'node', label: 'menu.node', to: '/node' },
  { key: 'pledge', label: 'menu.pledge', to: '/pledge' },
  { key: 'mall', label: 'menu.mall', to: '/mall' },
  { key: 'gold', label: 'menu.goldShop', to: '/shop' },
  { key: 'cars', label: 'menu.cars', to: '/cars' },
  { key: 'address', label: 'menu.address', to: '/address' },
  { key: 'wallet', label: 'menu.wallet', to: '/wallet' },
  { key: 'trade', label: 'menu.trade', to: '/trade' },
  { key: 'team', label: 'menu.team', to: '/user' },
  { key: 'language', label: 'menu.language', to: 'language' },
  { key: 'settings', label: 'menu.settings', to: '/settings' },
  { key: 'notice', label: 'menu.notice', to: '/notice' },
  { key: 'withdraw', label: 'menu.withdraw', to: '/withdraw' },
  { key: 'activity', label: 'menu.activity', to: '/activity' },
  { key: 'activity-detail', label: 'menu.activityDetail', to: '/activity/detail/latest' },
  { key: 'rank', label: 'menu.rank', to: '/activity/rank/latest' },
  { key: 'orders', label: 'menu.orders', to: '/orders' },
  // Then the features whose manifest line names a screen for the menu (`menu`), derived.
  ...GENERATED_FEATURE_MENU,
];

/** The route spec whose pattern matches a location's pathname. */
export const routeOfPathname = (pathname: string): RouteSpec | undefined =>
  ROUTES.find((route) => matchPath(route.path, pathname) !== null);
