import { inject, injectable } from 'inversify';
import type { CarApplication, CarGoods, CarGoodsDetail } from '../../domain/car/car';
import { canApplyFor } from '../../domain/car/car-application-status';
import { CarApi } from './car-api.port';

export interface CarShop {
  readonly cars: readonly CarGoods[];
  readonly applications: readonly CarApplication[];
}

/** The cars with the user's applications (each car shows where its application stands). */
@injectable()
export class CarShopUseCase {
  constructor(@inject(CarApi) private readonly cars: CarApi) {}

  async execute(): Promise<CarShop> {
    const [cars, applications] = await Promise.all([this.cars.goods(), this.cars.applications()]);
    return { cars, applications };
  }
}

export interface CarView {
  readonly car: CarGoodsDetail;
  /** The user's latest application for it, if any. */
  readonly application: CarApplication | null;
  /** Whether a new application may be sent (none pending or approved). */
  readonly canApply: boolean;
}

/** One car with the user's latest application for it. Fails with the AppError, or CarRefused car-not-found. */
@injectable()
export class GetCarUseCase {
  constructor(@inject(CarApi) private readonly cars: CarApi) {}

  async execute(id: number): Promise<CarView> {
    const [car, applications] = await Promise.all([this.cars.detail(id), this.cars.applications()]);
    const mine = applications.filter((a) => a.carId === id);
    return { car, application: mine[0] ?? null, canApply: canApplyFor(mine.map((a) => a.status)) };
  }
}
