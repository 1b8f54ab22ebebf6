import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { type CarShop, CarShopUseCase } from '../../../application/car/car.use-case';
import type { CarApplication } from '../../../domain/car/car';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';

/** The cars (`/cars`), each with where the user's latest application for it stands; refreshed each visit. */
@injectable()
export class CarsVm implements ViewModel<{ readonly active: boolean }> {
  readonly shop: Loadable<CarShop>;
  private readonly visit = new Visit();

  constructor(@inject(CarShopUseCase) private readonly carShop: CarShopUseCase) {
    this.shop = new Loadable(() => this.carShop.execute());
    makeAutoObservable<this, 'carShop' | 'visit'>(
      this,
      { shop: false, carShop: false, visit: false },
      { autoBind: true },
    );
  }

  attach({ active }: { readonly active: boolean }): void {
    if (this.visit.attach(active)) void this.shop.load();
  }

  detach(): void {
    this.visit.leave();
  }

  /** The user's latest application for a car, if any (applications come newest first). */
  applicationFor(carId: number): CarApplication | null {
    return this.shop.data?.applications.find((a) => a.carId === carId) ?? null;
  }

  refresh(): Promise<void> {
    return this.shop.load();
  }
}
