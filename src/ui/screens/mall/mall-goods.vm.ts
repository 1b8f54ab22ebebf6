import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { MallApi } from '../../../application/mall/mall-api.port';
import type { MallGoods } from '../../../domain/mall/mall-order';
import { Loadable } from '../../shared/loadable';
import type { ViewModel } from '../../shared/view-model';
import { Visit } from '../../shared/visit';

export interface MallGoodsParams {
  readonly active: boolean;
}

/** The mall (`/mall`): the devices on sale with price, stock and sold; reloads on each visit and on pull. */
@injectable()
export class MallGoodsVm implements ViewModel<MallGoodsParams> {
  readonly goods: Loadable<readonly MallGoods[]>;
  private readonly visit = new Visit();

  constructor(@inject(MallApi) mall: MallApi) {
    this.goods = new Loadable(() => mall.goods());
    makeAutoObservable<this, 'visit'>(this, { goods: false, visit: false }, { autoBind: true });
  }

  attach({ active }: MallGoodsParams): void {
    if (this.visit.attach(active)) void this.goods.load();
  }

  detach(): void {
    this.visit.leave();
  }

  refresh(): Promise<void> {
    return this.goods.load();
  }
}
