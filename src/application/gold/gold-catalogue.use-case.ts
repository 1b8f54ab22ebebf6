import { inject, injectable } from 'inversify';
import type { GoldCategory, GoldGoods, GoldPrice } from '../../domain/gold/gold';
import type { Page } from '../../domain/shared/paging';
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

/** The gold price now. Fails with the API's AppError. */
@injectable()
export class GoldPriceUseCase {
  constructor(@inject(GoldApi) private readonly gold: GoldApi) {}

  execute(): Promise<GoldPrice> {
    return this.gold.price();
  }
}

/** A page of the goods of a category (null: all). Fails with the API's AppError. */
@injectable()
export class ListGoldGoodsUseCase {
  constructor(@inject(GoldApi) private readonly gold: GoldApi) {}

  execute(categoryId: number | null, page: number, pageSize: number): Promise<Page<GoldGoods>> {
    return this.gold.goods({ categoryId, page, pageSize });
  }
}
