import type Decimal from 'decimal.js';
import type { Chain } from '../shared/token';
import { type Unknown, wireEnum } from '../shared/wire-enum';

/**
 * Where an order's payment stands on the server (`pay/status`, proposed): `pending` means a transaction
 * hash was recorded and the chain has not confirmed it yet. Codes are the member names.
 */
export const PAYMENT_STATUS_CODES = {
  unpaid: 'unpaid',
  pending: 'pending',
  paid: 'paid',
  failed: 'failed',
  cancelled: 'cancelled',
} as const;
export type PaymentStatus = keyof typeof PAYMENT_STATUS_CODES;
export const paymentStatuses = wireEnum('paymentStatus', PAYMENT_STATUS_CODES, { caseInsensitive: true });

/** How an order was paid (spec section 1): balance, on chain, destroy quota, or balance plus chain. */
export const PAID_BY_CODES = {
  balance: 'balance',
  chain: 'chain',
  destroyQuota: 'destroy_quota',
  mixed: 'mixed',
} as const;
export type PaidBy = keyof typeof PAID_BY_CODES;
export const paidByValues = wireEnum('paidBy', PAID_BY_CODES, { caseInsensitive: true });

/** What can be paid with on chain: the two ERC-20 tokens, or BNB, the native coin. */
export const PAY_TOKENS = ['USDT', 'NADI', 'BNB'] as const;
export type PayToken = (typeof PAY_TOKENS)[number];
export const NATIVE_TOKEN: PayToken = 'BNB';
export const isNativeToken = (token: PayToken): boolean => token === NATIVE_TOKEN;

/** What the user picked on the payment sheet. */
export type PaymentChoice =
  | { readonly method: 'balance' }
  | { readonly method: 'destroyQuota' }
  /** All on chain. */
  | { readonly method: 'chain'; readonly chain: Chain; readonly token: PayToken }
  /** The balance first, the rest on chain. */
  | { readonly method: 'mixed'; readonly chain: Chain; readonly token: PayToken };
export type PaymentMethod = PaymentChoice['method'];

/** One token an order may be paid with on one chain, with the whole price in that token. */
export interface ChainTokenOption {
  readonly token: PayToken;
  readonly amount: Decimal;
}

export interface ChainOption {
  readonly chain: Chain;
  readonly tokens: readonly ChainTokenOption[];
}

/** Which methods an order allows and what the user has for them (`pay/methods`). */
export interface PaymentOptions {
  readonly orderId: number;
  readonly status: PaymentStatus | Unknown;
  /** What the order costs, in `unit`. */
  readonly amount: Decimal;
  /** Unit of `amount`, of the balance and of the destroy quota (USDT). */
  readonly unit: string;
  readonly expiresAt: Date;
  readonly balance: { readonly enabled: boolean; readonly available: Decimal };
  readonly destroyQuota: { readonly enabled: boolean; readonly available: Decimal };
  /** Whether balance plus chain is allowed. */
  readonly mixed: boolean;
  readonly chains: readonly ChainOption[];
}

/** The server's view of an order's payment (`pay/status`, and the answer of every paying call). */
export interface PaymentState {
  readonly orderId: number;
  readonly status: PaymentStatus | Unknown;
  /** The hash of the on-chain payment, once recorded. */
  readonly txHash: string | null;
  readonly paidBy: PaidBy | null;
}

/**
 * An on-chain payment the server expects (`pay/chainIntent`): the same order always gets the same
 * intent back until it is paid, so asking twice never charges twice.
 */
export interface ChainIntent {
  readonly orderId: number;
  /** bytes32 hex that the payment contract records, so the backend matches the payment to the order. */
  readonly orderRef: string;
  readonly chain: Chain;
  readonly chainId: number;
  readonly token: PayToken;
  /** The on-chain part, in `token`. */
  readonly amount: Decimal;
  /** The balance part of a mixed payment (0 otherwise), in the order's unit; withheld by the server. */
  readonly balancePart: Decimal;
  /** The payment contract that pulls an ERC-20 payment; null for BNB. */
  readonly paymentContract: string | null;
  /** Who receives the payment (the BNB transfer goes straight there). */
  readonly receiver: string;
  /** The ERC-20 token contract; null for BNB. */
  readonly tokenContract: string | null;
  readonly decimals: number;
  /** Confirmations the server waits for. */
  readonly confirmations: number;
  readonly expiresAt: Date;
}

/** Whether the options allow this choice (method enabled, and for chain payments the chain and token). */
export function isChoiceAllowed(options: PaymentOptions, choice: PaymentChoice): boolean {
  switch (choice.method) {
    case 'balance':
      return options.balance.enabled;
    case 'destroyQuota':
      return options.destroyQuota.enabled;
    case 'chain':
    case 'mixed': {
      const chain = options.chains.find((c) => c.chain === choice.chain);
      const tokenOffered = chain?.tokens.some((t) => t.token === choice.token) ?? false;
      return tokenOffered && (choice.method === 'chain' || (options.mixed && options.balance.enabled));
    }
  }
}
