import type Decimal from 'decimal.js';
import type {
  PledgeIncome,
  PledgeKind,
  PledgeOffer,
  PledgePosition,
  PledgeProduct,
  PledgeRelease,
} from '../../domain/pledge/pledge';
import type { Page, PageQuery } from '../../domain/shared/paging';

export interface PledgeCatalogue {
  readonly products: readonly PledgeProduct[];
  /** U per NADI. */
  readonly nadiPrice: Decimal;
}

export interface ReleaseLogPage extends Page<PledgeRelease> {
  readonly position: PledgePosition;
  readonly totalReleased: Decimal;
  readonly totalWaiting: Decimal;
}

export interface IncomeLogPage extends Page<PledgeIncome> {
  readonly totalIncome: Decimal;
}

export interface NewPledge {
  readonly productId: number;
  /** NADI, at most 6 decimals. */
  readonly amount: Decimal;
  /** The same id answers the same position: a retry after a lost answer saves once. */
  readonly requestId: string;
}

export interface Redemption {
  readonly positionId: number;
  /** The person saw the simulator and accepts the early-redemption penalty. */
  readonly early: boolean;
  readonly requestId: string;
}

/**
 * The savings calls over HTTP (proposed paths `/api/v1/pledge/*`, see the API catalogue). Every method fails
 * with AppError of an API kind; a refusal is `server-exception` with the server's code, read by
 * `pledgeRefusalOf` (pledge-refusal.ts).
 */
export const PledgeApi = Symbol.for('PledgeApi');
export interface PledgeApi {
  /** The products of a kind (`pledge/productList`). */
  products(kind: PledgeKind): Promise<PledgeCatalogue>;
  /** One product with the NADI price and the fund account's NADI (`pledge/productDetail`). */
  offer(productId: number): Promise<PledgeOffer>;
  /** Saves NADI in a product (`pledge/save`). */
  save(pledge: NewPledge): Promise<PledgePosition>;
  /** My savings, newest first (`pledge/positions`). */
  positions(page: PageQuery): Promise<Page<PledgePosition>>;
  /** A position's release records with the position and totals (`pledge/releaseLog`). */
  releases(positionId: number, page: PageQuery): Promise<ReleaseLogPage>;
  /** A position's income records with their total (`pledge/incomeLog`). */
  incomes(positionId: number, page: PageQuery): Promise<IncomeLogPage>;
  /** Redeems a position (`pledge/redeem`). */
  redeem(redemption: Redemption): Promise<PledgePosition>;
}
