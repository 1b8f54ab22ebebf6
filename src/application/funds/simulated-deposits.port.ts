import type Decimal from 'decimal.js';
import type { Chain, Token } from '../../domain/shared/token';

/** What is sent: a coin on a chain, to the person's deposit address. */
export interface SimulatedTransfer {
  readonly coin: Token;
  readonly chain: Chain;
  readonly amount: Decimal;
}

/**
 * The plain demo build's stand-in for a chain: it has no chain to send on (the page carries its backend
 * and reaches no RPC node), so "Send from my wallet" asks the in-page backend to see the transfer
 * arrive, as the chain watch of a real server would; the deposit list then follows it as any other. Bound
 * only in that build: elsewhere the wallet sends on the chain.
 */
export const SimulatedDeposits = Symbol.for('SimulatedDeposits');
export interface SimulatedDeposits {
  /** Records the transfer from `from` as seen on the simulated chain; answers its transaction hash. */
  send(deposit: SimulatedTransfer, from: string): Promise<string>;
}
