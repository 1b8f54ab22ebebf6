import { inject, injectable } from 'inversify';
import { ListGoldReleasesUseCase } from '../../../application/gold/gold-orders.use-case';
import type { ViewModel } from '../../shared/view-model';
import { ReleaseRecords } from './release-records';

/** The gold orders' release records (`/shop/orderRelease`). */
@injectable()
export class GoldReleasesVm implements ViewModel<{ readonly active: boolean }> {
  readonly records: ReleaseRecords;

  constructor(@inject(ListGoldReleasesUseCase) releases: ListGoldReleasesUseCase) {
    this.records = new ReleaseRecords((status, page, size) => releases.execute(status, page, size));
  }

  attach({ active }: { readonly active: boolean }): void {
    this.records.attach(active);
  }

  detach(): void {
    this.records.leave();
  }
}
