import { inject, injectable } from 'inversify';
import { GoldApi } from '../../../application/gold/gold-api.port';
import type { ViewModel } from '../../shared/view-model';
import { ReleaseRecords } from './release-records';

/** The gold orders' release records (`/shop/orderRelease`). */
@injectable()
export class GoldReleasesVm implements ViewModel<{ readonly active: boolean }> {
  readonly records: ReleaseRecords;

  constructor(@inject(GoldApi) gold: GoldApi) {
    this.records = new ReleaseRecords((status, page, size) =>
      gold.releases({ status, page, pageSize: size }),
    );
  }

  attach({ active }: { readonly active: boolean }): void {
    this.records.attach(active);
  }

  detach(): void {
    this.records.leave();
  }
}
