import { inject, injectable } from 'inversify';
import type { GoldGoodsDetail, GoldPrice } from '../../domain/gold/gold';
import { GoldApi } from './gold-api.port';

export interface GoldGoodsView {
  readonly goods: GoldGoodsDetail;
  /** The gold price the goods were priced at (the breakdown shows it). */
  readonly price: GoldPrice;
}

/**
 * One goods item with the gold price, loaded together. Fails with the API's AppError, or GoldRefused
 * `goods-not-found` when there is no such item.
 */
@injectable()
export class GetGoldGoodsUseCase {
  constructor(@inject(GoldApi) private readonly gold: GoldApi) {}

  async execute(id: number): Promise<GoldGoodsView> {
    const [goods, price] = await Promise.all([this.gold.detail(id), this.gold.price()]);
    return { goods, price };
  }
}
