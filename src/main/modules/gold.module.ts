import { ContainerModule } from 'inversify';
import { HttpGoldApi } from '../../adapters/api/gold/http-gold-api.adapter';
import { GoldApi } from '../../application/gold/gold-api.port';
import { GoldShopHeadUseCase } from '../../application/gold/gold-catalogue.use-case';
import { LockGoldPriceUseCase, PlaceGoldOrderUseCase } from '../../application/gold/gold-checkout.use-case';
import { GetGoldGoodsUseCase } from '../../application/gold/gold-goods.use-case';
import {
  CancelGoldOrderUseCase,
  ConfirmGoldReceiptUseCase,
} from '../../application/gold/gold-orders.use-case';
import { GoldConfirmVm } from '../../ui/screens/gold/gold-confirm.vm';
import { GoldDetailVm } from '../../ui/screens/gold/gold-detail.vm';
import { GoldOrdersVm } from '../../ui/screens/gold/gold-orders.vm';
import { GoldReleasesVm } from '../../ui/screens/gold/gold-releases.vm';
import { GoldShopVm } from '../../ui/screens/gold/gold-shop.vm';

/**
 * The gold shop: goods, the live price, the checkout at a locked price (paid by the payment module, the
 * order made like the orders module's), the gold orders and their release records. The car shop reads
 * release records with the same model but its own calls.
 */
export const goldModule = new ContainerModule(({ bind }) => {
  bind(GoldApi).to(HttpGoldApi).inSingletonScope();
  bind(GoldShopHeadUseCase).toSelf();
  bind(GetGoldGoodsUseCase).toSelf();
  bind(LockGoldPriceUseCase).toSelf();
  bind(PlaceGoldOrderUseCase).toSelf();
  bind(ConfirmGoldReceiptUseCase).toSelf();
  bind(CancelGoldOrderUseCase).toSelf();
  bind(GoldShopVm).toSelf();
  bind(GoldDetailVm).toSelf();
  bind(GoldConfirmVm).toSelf();
  bind(GoldOrdersVm).toSelf();
  bind(GoldReleasesVm).toSelf();
});
