import Decimal from 'decimal.js';
import type * as z from 'zod/mini';
import {
  type ChainIntent,
  type ChainOption,
  PAY_TOKENS,
  type PaymentOptions,
  type PaymentState,
  type PayToken,
  paidByValues,
  paymentStatuses,
} from '../../../domain/payment/payment-method';
import { chains } from '../../../domain/shared/token';
import type { chainIntentWire, payMethodsWire, payStatusWire } from '../catalogue/payment.schema';

const isPayToken = (value: string): value is PayToken => (PAY_TOKENS as readonly string[]).includes(value);

/** Chains and tokens the app does not know are left out rather than failing the payment sheet. */
const toChainOptions = (wire: z.output<typeof payMethodsWire>['chains']): ChainOption[] =>
  wire.flatMap((entry) => {
    const chain = chains.parse(entry.chain);
    if (chain === 'unknown') return [];
    const tokens = entry.tokens.flatMap((t) => {
      const token = t.token.trim().toUpperCase();
      return isPayToken(token) ? [{ token, amount: new Decimal(t.amount) }] : [];
    });
    return tokens.length ? [{ chain, tokens }] : [];
  });

export const toPaymentOptions = (wire: z.output<typeof payMethodsWire>): PaymentOptions => ({
  orderId: wire.order_id,
  status: paymentStatuses.parse(wire.status),
  amount: new Decimal(wire.amount),
  unit: wire.unit,
  expiresAt: new Date(wire.expire_time),
  balance: { enabled: wire.balance.enabled, available: new Decimal(wire.balance.available) },
  destroyQuota: { enabled: wire.destroy_quota.enabled, available: new Decimal(wire.destroy_quota.available) },
  mixed: wire.mixed,
  chains: toChainOptions(wire.chains),
});

export const toPaymentState = (wire: z.output<typeof payStatusWire>): PaymentState => {
  const paidBy = wire.paid_by === null ? 'unknown' : paidByValues.parse(wire.paid_by);
  return {
    orderId: wire.order_id,
    status: paymentStatuses.parse(wire.status),
    txHash: wire.tx_hash,
    paidBy: paidBy === 'unknown' ? null : paidBy,
  };
};

export const toChainIntent = (wire: z.output<typeof chainIntentWire>): ChainIntent => ({
  orderId: wire.order_id,
  orderRef: wire.order_ref,
  chain: wire.chain,
  chainId: wire.chain_id,
  token: wire.token,
  amount: new Decimal(wire.amount),
  balancePart: new Decimal(wire.balance_part),
  paymentContract: wire.payment_contract,
  receiver: wire.receiver,
  tokenContract: wire.token_contract,
  decimals: wire.decimals,
  confirmations: wire.confirmations,
  expiresAt: new Date(wire.expires_at),
});
