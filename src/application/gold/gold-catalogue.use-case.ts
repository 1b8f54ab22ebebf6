import { inject, injectable } from 'inversify';
import type { GoldCategory, GoldPrice } from '../../domain/gold/gold';
import { GoldApi } from './gold-api.port';

/** The shop's categories and the gold price, loaded together. Fails with the API's AppError. */
export interface GoldShopHead {
  readonly categories: readonly GoldCategory[];
  readonly price: GoldPrice;
}

@injectable()
export class GoldShopHeadUseCase {
  constructor(@inject(GoldApi) private readonly gold: GoldApi) {}

  async execute(): Promise<GoldShopHead> {
    const [categories, price] = await Promise.all([this.gold.categories(), this.gold.price()]);
    return { categories, price };
  }
}
