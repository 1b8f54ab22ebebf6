import { ContainerModule } from 'inversify';
import { HttpClient } from '../../adapters/api/http-client';
import { NoticeSummaryApi } from '../../application/notice/notice-api.port';
import { NoticeSummaryStore } from '../../application/notice/notice-summary.store';
import { lazyAdapter } from './lazy-adapter';

/**
 * The unread count and the newest notice, loaded with the container: the side menu's badge and home's
 * notice line need them on the first screen. The adapter (with its schemas) loads at the first call, which
 * only a held session makes. The notice screens load the rest (notice.module.ts) on first use.
 */
export const noticeSummaryModule = new ContainerModule(({ bind }) => {
  bind(NoticeSummaryApi)
    .toDynamicValue((context) => {
      const http = context.get(HttpClient);
      return lazyAdapter<NoticeSummaryApi>(
        () =>
          import(
            /* webpackChunkName: "notice-summary-api" */ '../../adapters/api/notice/http-notice-summary-api.adapter'
          ).then((m) => new m.HttpNoticeSummaryApi(http)),
        { summary: true },
      );
    })
    .inSingletonScope();
  bind(NoticeSummaryStore).toSelf().inSingletonScope();
});
