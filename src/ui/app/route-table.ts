import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import type { Feature } from '../../application/shared/feature-loader.port';

/** Which footer bar a route shows (spec section 2 lists nine footer entries; they come as two bars). */
export type TabBarKind = 'main' | 'trade' | null;

export interface RouteSpec {
  /** React Router path (`:id` for parameters). */
  readonly path: string;
  /** Message id of the header title. */
  readonly title: string;
  /** Public routes: /index and /open_screen; every other route needs a login (spec section 2). */
  readonly public?: boolean;
  /** A top-level screen: no back button; the footer bar shows. */
  readonly tab?: TabBarKind;
  /** Where back goes when there is no history to go back to. */
  readonly parent?: string;
  /** Full-screen routes draw their own chrome (the opening screen). */
  readonly bare?: boolean;
  /** The screen, loaded with its route only. */
  readonly load: () => Promise<{ default: ComponentType }>;
  /** Adapters the screen needs, loaded with it (they stay out of the first load). */
  readonly features?: readonly Feature[];
}

const comingSoon = () => import('../screens/coming-soon/coming-soon.screen');

/** Every route of spec section 2, in the order of its table. */
export const ROUTES: readonly RouteSpec[] = [
  {
    path: '/index',
    title: 'route.home',
    public: true,
    tab: 'main',
    load: () => import('../screens/home/home.screen'),
  },
  {
    path: '/open_screen',
    title: 'route.openScreen',
    public: true,
    bare: true,
    load: () => import('../screens/open-screen/open-screen.screen'),
  },
  // Mining
  {
    path: '/ming',
    title: 'route.mining',
    tab: 'main',
    features: ['commerce'],
    load: () => import('../screens/mining/mining.screen'),
  },
  {
    path: '/destoryList',
    title: 'route.destroyList',
    parent: '/ming',
    features: ['commerce'],
    load: () => import('../screens/mining/destroy-list.screen'),
  },
  {
    path: '/mingLog',
    title: 'route.miningLog',
    parent: '/ming',
    features: ['commerce'],
    load: () => import('../screens/mining/power-log.screen'),
  },
  // Gold shop
  { path: '/shop', title: 'route.goldShop', parent: '/index', load: comingSoon },
  { path: '/shop/detail/:id', title: 'route.goldDetail', parent: '/shop', load: comingSoon },
  { path: '/shop/orderConfirm', title: 'route.orderConfirm', parent: '/shop', load: comingSoon },
  { path: '/shop/orderList', title: 'route.goldOrders', parent: '/shop', load: comingSoon },
  { path: '/shop/orderRelease', title: 'route.goldRelease', parent: '/shop', load: comingSoon },
  // Mall
  { path: '/mall', title: 'route.mall', tab: 'main', load: comingSoon },
  { path: '/mall/detail/:id', title: 'route.mallDetail', parent: '/mall', load: comingSoon },
  { path: '/mall/orderConfirm', title: 'route.orderConfirm', parent: '/mall', load: comingSoon },
  { path: '/mall/orderList', title: 'route.mallOrders', parent: '/mall', load: comingSoon },
  { path: '/mall/orderDetail', title: 'route.mallOrderDetail', parent: '/mall/orderList', load: comingSoon },
  // Address book
  {
    path: '/address',
    title: 'route.address',
    parent: '/index',
    load: () => import('../screens/address/address-list.screen'),
  },
  {
    path: '/address/add',
    title: 'route.addressAdd',
    parent: '/address',
    load: () => import('../screens/address/address-form.screen'),
  },
  {
    path: '/address/edit',
    title: 'route.addressEdit',
    parent: '/address',
    load: () => import('../screens/address/address-form.screen'),
  },
  // Wallet
  { path: '/wallet', title: 'route.wallet', tab: 'main', load: comingSoon },
  { path: '/wallet/moneyLog', title: 'route.moneyLog', parent: '/wallet', load: comingSoon },
  { path: '/recharge', title: 'route.recharge', parent: '/wallet', load: comingSoon },
  { path: '/recharge/list', title: 'route.rechargeList', parent: '/recharge', load: comingSoon },
  { path: '/withdraw', title: 'route.withdraw', parent: '/wallet', load: comingSoon },
  { path: '/withdraw/list', title: 'route.withdrawList', parent: '/withdraw', load: comingSoon },
  { path: '/draw', title: 'route.transfer', parent: '/wallet', load: comingSoon },
  { path: '/draw/list', title: 'route.transferList', parent: '/draw', load: comingSoon },
  // Team
  { path: '/user', title: 'route.team', tab: 'main', load: () => import('../screens/team/team.screen') },
  // Nodes
  {
    path: '/node',
    title: 'route.node',
    parent: '/index',
    features: ['commerce'],
    load: () => import('../screens/node/node-list.screen'),
  },
  {
    path: '/node/detail/:id',
    title: 'route.nodeDetail',
    parent: '/node',
    features: ['commerce'],
    load: () => import('../screens/node/node-detail.screen'),
  },
  // Savings
  { path: '/pledge', title: 'route.pledge', parent: '/index', load: comingSoon },
  { path: '/pledge/detail/:id', title: 'route.pledgeDetail', parent: '/pledge', load: comingSoon },
  { path: '/pledge/releaseLog/:id', title: 'route.pledgeReleaseLog', parent: '/pledge', load: comingSoon },
  // Notices
  { path: '/notice', title: 'route.notice', parent: '/index', load: comingSoon },
  { path: '/notice/detail/:id', title: 'route.noticeDetail', parent: '/notice', load: comingSoon },
  // Trade
  {
    path: '/trade',
    title: 'route.trade',
    tab: 'trade',
    features: ['market'],
    load: () => import('../screens/trade/trade.screen'),
  },
  {
    path: '/trade/orderList',
    title: 'route.tradeOrders',
    tab: 'trade',
    features: ['market'],
    load: () => import('../screens/trade/order-list.screen'),
  },
  {
    path: '/trade/close',
    title: 'route.tradeClose',
    parent: '/trade',
    features: ['market'],
    load: () => import('../screens/trade/market-closed.screen'),
  },
  // Activity
  { path: '/activity', title: 'route.activity', parent: '/index', load: comingSoon },
  { path: '/activity/detail/:id', title: 'route.activityDetail', parent: '/activity', load: comingSoon },
  { path: '/activity/rank/:id', title: 'route.activityRank', parent: '/activity', load: comingSoon },
  // Orders to pay
  {
    path: '/orders',
    title: 'route.orders',
    parent: '/index',
    features: ['commerce'],
    load: () => import('../screens/orders/orders.screen'),
  },
  // Cars
  { path: '/cars', title: 'route.cars', parent: '/index', load: comingSoon },
  { path: '/apply', title: 'route.carApply', parent: '/cars', load: comingSoon },
  { path: '/car/carRelease', title: 'route.carRelease', parent: '/cars', load: comingSoon },
];

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

/** A side-menu entry: a route, or the language switcher. */
export interface MenuSpec {
  readonly key: string;
  readonly label: string;
  readonly to: string | 'language';
}

/**
 * The side menu: the 15 entries of spec section 2. "Activity detail" and "rank" open the current
 * activity, addressed as `latest`.
 */
export const MENU: readonly MenuSpec[] = [
  { key: 'home', label: 'menu.home', to: '/index' },
  { key: 'mining', label: 'menu.mining', to: '/ming' },
  { key: 'node', label: 'menu.node', to: '/node' },
  { key: 'pledge', label: 'menu.pledge', to: '/pledge' },
  { key: 'mall', label: 'menu.mall', to: '/mall' },
  { key: 'address', label: 'menu.address', to: '/address' },
  { key: 'wallet', label: 'menu.wallet', to: '/wallet' },
  { key: 'team', label: 'menu.team', to: '/user' },
  { key: 'language', label: 'menu.language', to: 'language' },
  { key: 'notice', label: 'menu.notice', to: '/notice' },
  { key: 'withdraw', label: 'menu.withdraw', to: '/withdraw' },
  { key: 'activity', label: 'menu.activity', to: '/activity' },
  { key: 'activity-detail', label: 'menu.activityDetail', to: '/activity/detail/latest' },
  { key: 'rank', label: 'menu.rank', to: '/activity/rank/latest' },
  { key: 'orders', label: 'menu.orders', to: '/orders' },
];

/** The route spec whose pattern matches a location's pathname. */
export const routeOfPathname = (pathname: string): RouteSpec | undefined =>
  ROUTES.find((route) => matchPath(route.path, pathname) !== null);
