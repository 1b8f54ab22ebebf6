import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { OpenNoticeUseCase } from '../../../application/notice/open-notice.use-case';
import type { NoticeDetail } from '../../../domain/notice/notice';
import { isNotFound } from '../../../domain/shared/app-error';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';

export interface NoticeDetailParams {
  /** The notice's id from the route; null when it is not a whole number. */
  readonly id: number | null;
  readonly active: boolean;
}

/**
 * One notice (`/notice/detail/{id}`): its HTML body (the screen sanitises it), marked read on opening so that
 * the unread count drops everywhere at once. An id that names no notice says so instead of a retry.
 */
@injectable()
export class NoticeDetailVm implements ViewModel<NoticeDetailParams> {
  readonly notice: Loadable<NoticeDetail>;
  id: number | null = null;
  private readonly visit = new Visit();

  constructor(@inject(OpenNoticeUseCase) private readonly open: OpenNoticeUseCase) {
    this.notice = new Loadable(() => this.open.execute(this.id ?? 0));
    makeAutoObservable<this, 'open' | 'visit'>(
      this,
      { open: false, visit: false, notice: false },
      { autoBind: true },
    );
  }

  attach({ id, active }: NoticeDetailParams): void {
    this.id = id;
    if (this.visit.attach(active, id) && id !== null) void this.notice.load();
  }

  detach(): void {
    this.visit.leave();
  }

  get missingId(): boolean {
    return this.id === null;
  }

  /** The notice of this page's id (a kept page may still hold the one it showed before). */
  get current(): NoticeDetail | null {
    const notice = this.notice.data;
    return notice !== null && notice.id === this.id ? notice : null;
  }

  get firstLoad(): boolean {
    return this.id !== null && this.current === null && this.notice.error === null;
  }

  /** The server knows no notice of this id. */
  get notFound(): boolean {
    return this.current === null && isNotFound(this.notice.error);
  }

  retry(): void {
    void this.notice.load();
  }
}
