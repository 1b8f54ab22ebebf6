import { inject, injectable } from 'inversify';
import type { PledgePosition } from '../../domain/pledge/pledge';
import type { Page } from '../../domain/shared/paging';
import { type IncomeLogPage, PledgeApi, type ReleaseLogPage } from './pledge-api.port';

/** A page of the person's savings ("my savings"), newest first. Fails with the API's AppError. */
@injectable()
export class ListPledgePositionsUseCase {
  constructor(@inject(PledgeApi) private readonly pledge: PledgeApi) {}

  execute(page: number, pageSize: number): Promise<Page<PledgePosition>> {
    return this.pledge.positions({ page, pageSize });
  }
}

/**
 * A page of a position's release records, with the position itself and the totals released and waiting.
 * Fails with the API's AppError (code 404 for a position that is not the person's).
 */
@injectable()
export class PledgeReleaseLogUseCase {
  constructor(@inject(PledgeApi) private readonly pledge: PledgeApi) {}

  execute(positionId: number, page: number, pageSize: number): Promise<ReleaseLogPage> {
    return this.pledge.releases(positionId, { page, pageSize });
  }
}

/** A page of a position's income records, newest first, with their total. As PledgeReleaseLogUseCase. */
@injectable()
export class PledgeIncomeLogUseCase {
  constructor(@inject(PledgeApi) private readonly pledge: PledgeApi) {}

  execute(positionId: number, page: number, pageSize: number): Promise<IncomeLogPage> {
    return this.pledge.incomes(positionId, { page, pageSize });
  }
}
