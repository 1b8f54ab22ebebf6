import type { ViewModelsOf } from '../../app/route-spec';

/**
 * The view-models each trade part resolves (sheets included), by route path, for the wiring test. The app
 * never imports this file, so neither these lists nor their imports reach the app's chunks.
 */
export const tradeViewModels: ViewModelsOf = {
  '/trade': () => import('./trade.vm').then((m) => [m.TradeVm]),
  '/trade/orderList': () => import('./order-list.vm').then((m) => [m.OrderListVm]),
  '/trade/close': () => import('./market-closed.vm').then((m) => [m.MarketClosedVm]),
};
