import { inject, injectable } from 'inversify';
import type { ChainIntentRequest, PaymentApi } from '../../../application/payment/payment-api.port';
import type { ChainIntent, PaymentOptions, PaymentState } from '../../../domain/payment/payment-method';
import { AppError, type AppErrorKind, isAppError } from '../../../domain/shared/app-error';
import {
  PAY_CODES,
  payBalance,
  payChainIntent,
  payChainSubmit,
  payDestroyQuota,
  payMethods,
  payStatus,
} from '../catalogue/payment.schema';
import { HttpClient } from '../http-client';
import { toChainIntent, toPaymentOptions, toPaymentState } from './payment.mapper';

/** The payment answer codes as the app's error kinds; other codes stay `server-exception`. */
const KIND_OF_CODE: Readonly<Record<number, AppErrorKind>> = {
  [PAY_CODES.insufficientBalance]: 'insufficient-balance',
  [PAY_CODES.insufficientQuota]: 'insufficient-balance',
  [PAY_CODES.notPayable]: 'payment-failed',
  [PAY_CODES.inProgress]: 'payment-failed',
  [PAY_CODES.methodNotAllowed]: 'payment-method-failed',
};

/** Payment calls over HTTP; money as decimal strings both ways. */
@injectable()
export class HttpPaymentApi implements PaymentApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async methods(orderId: number): Promise<PaymentOptions> {
    return toPaymentOptions(await this.http.call(payMethods, { order_id: orderId }));
  }

  payByBalance(orderId: number): Promise<PaymentState> {
    return this.paying(async () => toPaymentState(await this.http.call(payBalance, { order_id: orderId })));
  }

  payByDestroyQuota(orderId: number): Promise<PaymentState> {
    return this.paying(async () =>
      toPaymentState(await this.http.call(payDestroyQuota, { order_id: orderId })),
    );
  }

  chainIntent({ orderId, chain, token, balancePart }: ChainIntentRequest): Promise<ChainIntent> {
    const request = { order_id: orderId, chain, token, balance_part: balancePart.toFixed() };
    return this.paying(async () => toChainIntent(await this.http.call(payChainIntent, request)));
  }

  chainSubmit(orderId: number, txHash: string): Promise<PaymentState> {
    return this.paying(async () =>
      toPaymentState(await this.http.call(payChainSubmit, { order_id: orderId, tx_hash: txHash })),
    );
  }

  async status(orderId: number): Promise<PaymentState> {
    return toPaymentState(await this.http.call(payStatus, { order_id: orderId }));
  }

  /** Turns the business codes of a paying call into their error kinds, keeping code and message. */
  private async paying<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const code = isAppError(error) && error.kind === 'server-exception' ? error.detail.code : undefined;
      const kind = code === undefined ? undefined : KIND_OF_CODE[code];
      if (kind && isAppError(error)) throw new AppError(kind, error.detail, { cause: error });
      throw error;
    }
  }
}
