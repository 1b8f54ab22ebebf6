import { ContainerModule } from 'inversify';
import { HttpNoticeApi } from '../../adapters/api/notice/http-notice-api.adapter';
import { NoticeApi } from '../../application/notice/notice-api.port';
import { OpenNoticeUseCase } from '../../application/notice/open-notice.use-case';
import { NoticeDetailVm } from '../../ui/screens/notice/notice-detail.vm';
import { NoticeListVm } from '../../ui/screens/notice/notice-list.vm';

/** Notices: the list and the detail (the summary behind the menu badge is bound with the container). */
export const noticeModule = new ContainerModule(({ bind }) => {
  bind(NoticeApi).to(HttpNoticeApi).inSingletonScope();
  bind(OpenNoticeUseCase).toSelf();
  bind(NoticeListVm).toSelf();
  bind(NoticeDetailVm).toSelf();
});
