import { ContainerModule } from 'inversify';
import { HttpFundsApi } from '../../adapters/api/funds/http-funds-api.adapter';
import { ExchangeFundsUseCase } from '../../application/funds/exchange-funds.use-case';
import { ExportMoneyLogUseCase } from '../../application/funds/export-money-log.use-case';
import { LoadDepositAddressUseCase } from '../../application/funds/fund-moves-queries.use-case';
import { FundsApi } from '../../application/funds/funds-api.port';
import { IncomeByDayUseCase } from '../../application/funds/income-by-day.use-case';
import { QuoteExchangeUseCase } from '../../application/funds/quote-exchange.use-case';
import { SendDepositUseCase } from '../../application/funds/send-deposit.use-case';
import { TransferFundsUseCase } from '../../application/funds/transfer-funds.use-case';
import { WithdrawFundsUseCase } from '../../application/funds/withdraw-funds.use-case';
import { AssetsVm } from '../../ui/screens/funds/assets.vm';
import { DepositVm } from '../../ui/screens/funds/deposit.vm';
import { DepositListVm } from '../../ui/screens/funds/deposit-list.vm';
import { ExchangeVm } from '../../ui/screens/funds/exchange.vm';
import { IncomeVm } from '../../ui/screens/funds/income.vm';
import { MoneyLogVm } from '../../ui/screens/funds/money-log.vm';
import { TransferVm } from '../../ui/screens/funds/transfer.vm';
import { TransferListVm } from '../../ui/screens/funds/transfer-list.vm';
import { WithdrawVm } from '../../ui/screens/funds/withdraw.vm';
import { WithdrawListVm } from '../../ui/screens/funds/withdraw-list.vm';

/**
 * Funds, the in-app money: assets, exchange, money log and income record, deposit, withdraw and transfer.
 * Loaded with the first funds screen. The hide-amounts choice is one store for all its screens. "Send from
 * my wallet" also needs the payment module (the chain gateway), which the deposit route loads.
 */
export const fundsModule = new ContainerModule(({ bind }) => {
  bind(FundsApi).to(HttpFundsApi).inSingletonScope();
  bind(QuoteExchangeUseCase).toSelf();
  bind(ExchangeFundsUseCase).toSelf();
  bind(IncomeByDayUseCase).toSelf();
  bind(ExportMoneyLogUseCase).toSelf();
  bind(AssetsVm).toSelf();
  bind(ExchangeVm).toSelf();
  bind(MoneyLogVm).toSelf();
  bind(IncomeVm).toSelf();
  bind(LoadDepositAddressUseCase).toSelf();
  bind(SendDepositUseCase).toSelf();
  // The plain demo build's SimulatedDeposits is bound by the container (src/main/in-page-mock.ts).
  bind(WithdrawFundsUseCase).toSelf();
  bind(TransferFundsUseCase).toSelf();
  bind(DepositVm).toSelf();
  bind(DepositListVm).toSelf();
  bind(WithdrawVm).toSelf();
  bind(WithdrawListVm).toSelf();
  bind(TransferVm).toSelf();
  bind(TransferListVm).toSelf();
});
