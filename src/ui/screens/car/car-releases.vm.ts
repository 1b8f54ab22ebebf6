import { inject, injectable } from 'inversify';
import { ListCarReleasesUseCase } from '../../../application/car/car.use-case';
import type { ViewModel } from '../../shared/view-model';
import { ReleaseRecords } from '../gold/release-records';

/** The car applications' release records (`/car/carRelease`), listed as the gold ones. */
@injectable()
export class CarReleasesVm implements ViewModel<{ readonly active: boolean }> {
  readonly records: ReleaseRecords;

  constructor(@inject(ListCarReleasesUseCase) releases: ListCarReleasesUseCase) {
    this.records = new ReleaseRecords((status, page, size) => releases.execute(status, page, size));
  }

  attach({ active }: { readonly active: boolean }): void {
    this.records.attach(active);
  }

  detach(): void {
    this.records.leave();
  }
}
