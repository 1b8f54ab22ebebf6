import Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import type { NewTransfer, Transfer, TransferAccount } from '../../domain/funds/funds';
import { FundsApi } from './funds-api.port';

/** The coins that move between the fund and the trade account. */
export const TRANSFER_COINS = ['NADI', 'USDT'] as const;
export type TransferCoin = (typeof TRANSFER_COINS)[number];

/** What the fund and the trade account hold of each transfer coin (available, not frozen). */
export type TransferBalances = Readonly<Record<TransferAccount, Readonly<Record<TransferCoin, Decimal>>>>;

const ZERO = new Decimal(0);

/**
 * Moving NADI or USDT between the fund account and the trade account (spec section 5). The amount rules
 * are the screen's (domain `validateTransferAmount`); the request id makes a repeated call answer the first
 * transfer. Fails with the API's AppError (a refusal is read by `fundsRefusalOf`).
 */
@injectable()
export class TransferFundsUseCase {
  constructor(@inject(FundsApi) private readonly api: FundsApi) {}

  /** The available balances of both accounts, from the assets call. */
  async balances(): Promise<TransferBalances> {
    const assets = await this.api.assets();
    const of = (kind: TransferAccount): Record<TransferCoin, Decimal> => {
      const held = assets.accounts.find((account) => account.kind === kind)?.assets ?? [];
      const coin = (symbol: TransferCoin) => held.find((asset) => asset.coin === symbol)?.available ?? ZERO;
      return { NADI: coin('NADI'), USDT: coin('USDT') };
    };
    return { fund: of('fund'), trade: of('trade') };
  }

  execute(transfer: NewTransfer): Promise<Transfer> {
    return this.api.transfer(transfer);
  }
}
