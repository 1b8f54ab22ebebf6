import { ContainerModule } from 'inversify';
import { HttpFundsApi } from '../../adapters/api/funds/http-funds-api.adapter';
import { AmountPrivacyStore } from '../../application/funds/amount-privacy.store';
import { ExchangeFundsUseCase } from '../../application/funds/exchange-funds.use-case';
import { FundsApi } from '../../application/funds/funds-api.port';
import { ListIncomeUseCase } from '../../application/funds/list-income.use-case';
import { ListMoneyLogUseCase } from '../../application/funds/list-money-log.use-case';
import { LoadAssetsUseCase } from '../../application/funds/load-assets.use-case';
import { QuoteExchangeUseCase } from '../../application/funds/quote-exchange.use-case';
import { AssetsVm } from '../../ui/screens/funds/assets.vm';
import { ExchangeVm } from '../../ui/screens/funds/exchange.vm';
import { IncomeVm } from '../../ui/screens/funds/income.vm';
import { MoneyLogVm } from '../../ui/screens/funds/money-log.vm';

/**
 * Funds, the in-app money: assets, exchange, money log and income record (and deposit, withdraw and
 * transfer). Loaded with the first funds screen. The hide-amounts choice is one store for all its screens.
 */
export const fundsModule = new ContainerModule(({ bind }) => {
  bind(FundsApi).to(HttpFundsApi).inSingletonScope();
  bind(AmountPrivacyStore).toSelf().inSingletonScope();
  bind(LoadAssetsUseCase).toSelf();
  bind(QuoteExchangeUseCase).toSelf();
  bind(ExchangeFundsUseCase).toSelf();
  bind(ListMoneyLogUseCase).toSelf();
  bind(ListIncomeUseCase).toSelf();
  bind(AssetsVm).toSelf();
  bind(ExchangeVm).toSelf();
  bind(MoneyLogVm).toSelf();
  bind(IncomeVm).toSelf();
});
