import { ContainerModule } from 'inversify';
import { HttpFundsApi } from '../../adapters/api/funds/http-funds-api.adapter';
import {
  ListDepositsUseCase,
  ListTransfersUseCase,
  ListWithdrawalsUseCase,
  LoadDepositAddressUseCase,
} from '../../application/funds/fund-moves-queries.use-case';
import { FundsApi } from '../../application/funds/funds-api.port';
import { SendDepositUseCase } from '../../application/funds/send-deposit.use-case';
import { TransferFundsUseCase } from '../../application/funds/transfer-funds.use-case';
import { WithdrawFundsUseCase } from '../../application/funds/withdraw-funds.use-case';
import { DepositVm } from '../../ui/screens/funds/deposit.vm';
import { DepositListVm } from '../../ui/screens/funds/deposit-list.vm';
import { TransferVm } from '../../ui/screens/funds/transfer.vm';
import { TransferListVm } from '../../ui/screens/funds/transfer-list.vm';
import { WithdrawVm } from '../../ui/screens/funds/withdraw.vm';
import { WithdrawListVm } from '../../ui/screens/funds/withdraw-list.vm';

/**
 * Funds, the in-app money: deposit, withdraw and transfer (and assets, exchange, money log and income
 * record). Loaded with the first funds screen; "Send from my wallet" also needs the payment module (the
 * chain gateway), which the deposit route loads.
 */
export const fundsModule = new ContainerModule(({ bind }) => {
  bind(FundsApi).to(HttpFundsApi).inSingletonScope();
  bind(LoadDepositAddressUseCase).toSelf();
  bind(SendDepositUseCase).toSelf();
  bind(ListDepositsUseCase).toSelf();
  bind(WithdrawFundsUseCase).toSelf();
  bind(ListWithdrawalsUseCase).toSelf();
  bind(TransferFundsUseCase).toSelf();
  bind(ListTransfersUseCase).toSelf();
  bind(DepositVm).toSelf();
  bind(DepositListVm).toSelf();
  bind(WithdrawVm).toSelf();
  bind(WithdrawListVm).toSelf();
  bind(TransferVm).toSelf();
  bind(TransferListVm).toSelf();
});
