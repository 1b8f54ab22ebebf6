import { inject, injectable } from 'inversify';
import { CarApi } from '../../../application/car/car-api.port';
import type { ViewModel } from '../../shared/view-model';
import { ReleaseRecords } from '../gold/release-records';

/** The car applications' release records (`/car/carRelease`), listed as the gold ones. */
@injectable()
export class CarReleasesVm implements ViewModel<{ readonly active: boolean }> {
  readonly records: ReleaseRecords;

  constructor(@inject(CarApi) cars: CarApi) {
    this.records = new ReleaseRecords((status, page, size) =>
      cars.releases({ status, page, pageSize: size }),
    );
  }

  attach({ active }: { readonly active: boolean }): void {
    this.records.attach(active);
  }

  detach(): void {
    this.records.leave();
  }
}
