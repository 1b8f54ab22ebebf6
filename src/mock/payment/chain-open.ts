import Decimal from 'decimal.js';
import type { MockEnv } from '../core/handler';
import type { MockPayment } from '../orders/orders.state';
import { localChainOf } from './payment-ledger';

type Intent = NonNullable<MockPayment['intent']>;

/** Exact arithmetic for base units: decimal.js's default 20 significant digits would round 22-digit amounts. */
const Exact = Decimal.clone({ precision: 80 });

/** The intent's amount in the token's base units (an integer string), or null when it has more decimals. */
export const baseUnits = (amount: string, decimals: number): string | null => {
  const units = new Exact(amount).times(new Exact(10).pow(decimals));
  return units.isInteger() ? units.toFixed(0) : null;
};

/**
 * Opens the order on the attached chain's payment contract, as a real backend must before the person pays
 * (scripts/chain/contracts/NadiPayment.sol `open`; docs/decisions/2026-11-28-payment-contract-guarantees.md):
 * the user as payer, the intent's token contract (address(0) for the native coin) and exactly its amount.
 * Nothing to do without the Node server's hook (the in-page mock), without a local chain for the intent's
 * chain (BSC mainnet) or without a payment contract (a plain transfer). Rejects when the chain refused it.
 */
export const openOnChain = async (
  env: MockEnv,
  orderRef: string,
  payer: string,
  intent: Intent,
): Promise<void> => {
  const chain = localChainOf(intent.chain, env);
  if (!env.openOnChain || !chain || intent.paymentContract === null) return;
  const units = baseUnits(intent.amount, intent.decimals);
  if (units === null) throw new Error(`${intent.amount} has more than ${intent.decimals} decimals`);
  await env.openOnChain(chain, { orderRef, payer, token: intent.tokenContract, units });
};
