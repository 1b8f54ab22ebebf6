import type Decimal from 'decimal.js';

/**
 * What every node of the sale brings besides its own numbers (spec section 1; `node/config`, answer
 * proposed): the MEME airdrop multiple (2: doubled), node dividends and advanced agent rights.
 */
export interface NodeProgramme {
  /** How many times the ordinary MEME airdrop a node holder receives (2 = doubled). */
  readonly airdropMultiple: Decimal;
  /** Node holders share the node fee dividend. */
  readonly dividends: boolean;
  /** Node holders get advanced agent rights. */
  readonly agentRights: boolean;
  /** When the current sale ends. */
  readonly saleEndsAt: Date;
}
