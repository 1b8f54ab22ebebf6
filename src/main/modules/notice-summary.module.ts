import { ContainerModule } from 'inversify';
import { HttpNoticeSummaryApi } from '../../adapters/api/notice/http-notice-summary-api.adapter';
import { NoticeSummaryApi } from '../../application/notice/notice-api.port';
import { NoticeSummaryStore } from '../../application/notice/notice-summary.store';

/**
 * The unread count and the newest notice, loaded with the container: the side menu's badge and home's
 * notice line need them on the first screen, and the call is small. The notice screens load the rest
 * (notice.module.ts) on first use.
 */
export const noticeSummaryModule = new ContainerModule(({ bind }) => {
  bind(NoticeSummaryApi).to(HttpNoticeSummaryApi).inSingletonScope();
  bind(NoticeSummaryStore).toSelf().inSingletonScope();
});
