import { inject, injectable } from 'inversify';
import type { PledgeKind, PledgeOffer } from '../../domain/pledge/pledge';
import { PledgeApi, type PledgeCatalogue } from './pledge-api.port';

/** The savings products of a kind (joint or node) with the NADI price. Fails with the API's AppError. */
@injectable()
export class ListPledgeProductsUseCase {
  constructor(@inject(PledgeApi) private readonly pledge: PledgeApi) {}

  execute(kind: PledgeKind): Promise<PledgeCatalogue> {
    return this.pledge.products(kind);
  }
}

/**
 * One product with what saving in it needs: the NADI price and the fund account's NADI. Fails with the API's
 * AppError (code 404 for an unknown product, read by `pledgeRefusalOf`).
 */
@injectable()
export class GetPledgeOfferUseCase {
  constructor(@inject(PledgeApi) private readonly pledge: PledgeApi) {}

  execute(productId: number): Promise<PledgeOffer> {
    return this.pledge.offer(productId);
  }
}
