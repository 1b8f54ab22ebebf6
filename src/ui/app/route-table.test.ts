import { describe, expect, it } from 'vitest';
import { MENU, ROUTES, routeOfPathname, TAB_BARS } from './route-table';

/**
 * The route map of spec section 2, in matching order, as it stood before each feature listed its own
 * routes: path, title, flags, parent and tab.
 */
const MAP = [
  { path: '/index', title: 'route.home', public: true, tab: 'main' },
  { path: '/open_screen', title: 'route.openScreen', public: true, bare: true },
  { path: '/ming', title: 'route.mining', tab: 'main' },
  { path: '/destoryList', title: 'route.destroyList', parent: '/ming' },
  { path: '/mingLog', title: 'route.miningLog', parent: '/ming' },
  { path: '/shop', title: 'route.goldShop', parent: '/index' },
  { path: '/shop/detail/:id', title: 'route.goldDetail', parent: '/shop' },
  { path: '/shop/orderConfirm', title: 'route.orderConfirm', parent: '/shop' },
  { path: '/shop/orderList', title: 'route.goldOrders', parent: '/shop' },
  { path: '/shop/orderRelease', title: 'route.goldRelease', parent: '/shop' },
  { path: '/mall', title: 'route.mall', tab: 'main' },
  { path: '/mall/detail/:id', title: 'route.mallDetail', parent: '/mall' },
  { path: '/mall/orderConfirm', title: 'route.orderConfirm', parent: '/mall' },
  { path: '/mall/orderList', title: 'route.mallOrders', parent: '/mall' },
  { path: '/mall/orderDetail', title: 'route.mallOrderDetail', parent: '/mall/orderList' },
  { path: '/address', title: 'route.address', parent: '/index' },
  { path: '/address/add', title: 'route.addressAdd', parent: '/address' },
  { path: '/address/edit', title: 'route.addressEdit', parent: '/address' },
  { path: '/wallet', title: 'route.wallet', tab: 'main' },
  { path: '/wallet/moneyLog', title: 'route.moneyLog', parent: '/wallet' },
  { path: '/wallet/exchange', title: 'route.exchange', parent: '/wallet' },
  { path: '/wallet/income', title: 'route.income', parent: '/wallet' },
  { path: '/recharge', title: 'route.recharge', parent: '/wallet' },
  { path: '/recharge/list', title: 'route.rechargeList', parent: '/recharge' },
  { path: '/withdraw', title: 'route.withdraw', parent: '/wallet' },
  { path: '/withdraw/list', title: 'route.withdrawList', parent: '/withdraw' },
  { path: '/draw', title: 'route.transfer', parent: '/wallet' },
  { path: '/draw/list', title: 'route.transferList', parent: '/draw' },
  { path: '/user', title: 'route.team', tab: 'main' },
  { path: '/node', title: 'route.node', parent: '/index' },
  { path: '/node/detail/:id', title: 'route.nodeDetail', parent: '/node' },
  { path: '/pledge', title: 'route.pledge', parent: '/index' },
  { path: '/pledge/detail/:id', title: 'route.pledgeDetail', parent: '/pledge' },
  { path: '/pledge/releaseLog/:id', title: 'route.pledgeReleaseLog', parent: '/pledge' },
  { path: '/notice', title: 'route.notice', parent: '/index' },
  { path: '/notice/detail/:id', title: 'route.noticeDetail', parent: '/notice' },
  { path: '/trade', title: 'route.trade', tab: 'trade' },
  { path: '/trade/orderList', title: 'route.tradeOrders', tab: 'trade' },
  { path: '/trade/close', title: 'route.tradeClose', parent: '/trade' },
  { path: '/activity', title: 'route.activity', parent: '/index' },
  { path: '/activity/detail/:id', title: 'route.activityDetail', parent: '/activity' },
  { path: '/activity/rank/:id', title: 'route.activityRank', parent: '/activity' },
  { path: '/orders', title: 'route.orders', parent: '/index' },
  { path: '/cars', title: 'route.cars', parent: '/index' },
  { path: '/apply', title: 'route.carApply', parent: '/cars' },
  { path: '/car/carRelease', title: 'route.carRelease', parent: '/cars' },
  // Not in the spec's map: settings and diagnostics (platform issue).
  { path: '/settings', title: 'route.settings', parent: '/index' },
  { path: '/settings/diagnostics', title: 'route.diagnostics', parent: '/settings' },
];

describe('the route table', () => {
  it('lists every route of the map in its order, with its title, flags, parent and tab', () => {
    // Routes of features added after the spec's map (npm run new-feature) follow their own tests.
    const mapped = new Set(MAP.map((row) => row.path));
    const rows = ROUTES.filter((route) => mapped.has(route.path)).map(
      ({ path, title, public: open, bare, parent, tab }) => ({
        path,
        title,
        ...(open === undefined ? {} : { public: open }),
        ...(bare === undefined ? {} : { bare }),
        ...(parent === undefined ? {} : { parent }),
        ...(tab === undefined ? {} : { tab }),
      }),
    );
    expect(rows).toEqual(MAP);
  });

  it('matches a location to its route, parameters included', () => {
    expect(routeOfPathname('/index')?.title).toBe('route.home');
    expect(routeOfPathname('/node/detail/7')?.path).toBe('/node/detail/:id');
    expect(routeOfPathname('/shop/orderList')?.path).toBe('/shop/orderList');
    expect(routeOfPathname('/trade/orderList')?.tab).toBe('trade');
    expect(routeOfPathname('/nowhere')).toBeUndefined();
  });

  it('sends every footer entry and menu entry to a route of the table', () => {
    const targets = [...Object.values(TAB_BARS).flat(), ...MENU]
      .map((entry) => entry.to)
      .filter((to) => to !== 'invite' && to !== 'language');
    for (const to of targets) expect(routeOfPathname(to), to).toBeDefined();
  });

  it('names the gold shop and the cars in the side menu', () => {
    expect(MENU.map((item) => item.to)).toEqual(expect.arrayContaining(['/shop', '/cars']));
  });

  it('reaches spot trading and the assets page from the side menu and the footer', () => {
    expect(MENU.map((item) => item.to)).toEqual(expect.arrayContaining(['/wallet', '/trade']));
    expect(TAB_BARS.main.map((tab) => tab.to)).toContain('/wallet');
    expect(TAB_BARS.trade.map((tab) => tab.to)).toEqual(['/trade', '/trade/orderList', '/wallet']);
  });
});
