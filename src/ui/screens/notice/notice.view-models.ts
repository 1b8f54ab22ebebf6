import type { ViewModelsOf } from '../../app/route-spec';

/**
 * The view-models each notice part resolves (sheets included), by route path, for the wiring test. The app
 * never imports this file, so neither these lists nor their imports reach the app's chunks.
 */
export const noticeViewModels: ViewModelsOf = {
  '/notice': () => import('./notice-list.vm').then((m) => [m.NoticeListVm]),
  '/notice/detail/:id': () => import('./notice-detail.vm').then((m) => [m.NoticeDetailVm]),
};
