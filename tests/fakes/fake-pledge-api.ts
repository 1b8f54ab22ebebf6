import Decimal from 'decimal.js';
import type {
  IncomeLogPage,
  NewPledge,
  PledgeApi,
  PledgeCatalogue,
  Redemption,
  ReleaseLogPage,
} from '../../src/application/pledge/pledge-api.port';
import type { PledgeKind, PledgeOffer, PledgePosition, PledgeProduct } from '../../src/domain/pledge/pledge';
import { productStatus, simulateEarlyRedemption, valueInU } from '../../src/domain/pledge/pledge-schedule';
import { AppError } from '../../src/domain/shared/app-error';
import { sumAmounts } from '../../src/domain/shared/money';
import type { Page, PageQuery } from '../../src/domain/shared/paging';
import { FakeHolding } from './fake-pledge-ledger';
import { samplePledgeProducts } from './fake-pledge-samples';
import { Gate } from './gate';
import { T0 } from './sample-time';

/** A refusal as the HTTP adapter makes it: `server-exception` with the answer's code and figures. */
export const pledgeRefused = (code: number, figures: Record<string, Decimal> = {}): AppError =>
  new AppError('server-exception', { code, operation: 'pledge', ...figures });

const pageOf = <T>(all: readonly T[], { page, pageSize }: PageQuery): Page<T> => ({
  items: all.slice((page - 1) * pageSize, page * pageSize),
  total: all.length,
  page,
  pageSize,
});

type Method = keyof PledgeApi;

/**
 * PledgeApi in memory with the mock's rules in small: the seeded products of the agreement at `nadiPrice`,
 * `balance` NADI in the fund account, the server's check order on save (404, 4603, 4602, 4201 {minimum},
 * 4101 {current, required}, 4601 {remaining}), positions paid on the domain's release calendar as `now()`
 * passes (income and released principal back to the fund account), redemption at maturity or early with
 * the simulator's figures (4604, 4605), and request ids answered once. Records calls; `failWith` makes a
 * method fail; `hold()` keeps calls waiting.
 */
export class FakePledgeApi implements PledgeApi {
  now = () => T0;
  nadiPrice = new Decimal('0.5');
  /** Fund-account NADI before anything saved or paid out. */
  balance = new Decimal('1000');
  catalogue: PledgeProduct[] = samplePledgeProducts();
  readonly holdings: FakeHolding[] = [];
  readonly calls: { method: Method; args: unknown[] }[] = [];
  failWith: Partial<Record<Method, AppError>> = {};
  private readonly answered = new Map<string, number>();
  private readonly gate = new Gate();

  callsOf(method: Method): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  hold(): () => void {
    return this.gate.hold();
  }

  /** The fund account's NADI now: the balance less what was saved, plus what came back. */
  available(): Decimal {
    const now = this.at();
    return sumAmounts([this.balance, ...this.holdings.map((holding) => holding.net(now))]);
  }

  async products(kind: PledgeKind): Promise<PledgeCatalogue> {
    await this.enter('products', [kind]);
    return { products: this.catalogue.filter((p) => p.kind === kind), nadiPrice: this.nadiPrice };
  }

  async offer(productId: number): Promise<PledgeOffer> {
    await this.enter('offer', [productId]);
    return { product: this.product(productId), nadiPrice: this.nadiPrice, balance: this.available() };
  }

  async save({ productId, amount, requestId }: NewPledge): Promise<PledgePosition> {
    await this.enter('save', [{ productId, amount: amount.toFixed(), requestId }]);
    const known = this.answered.get(`save:${requestId}`);
    if (known !== undefined) return this.find(known).position(this.at());
    const product = this.product(productId);
    const now = this.at();
    const status = productStatus(product, now);
    if (status === 'upcoming') throw pledgeRefused(4603);
    if (status === 'ended') throw pledgeRefused(4602);
    const amountU = valueInU(amount, this.nadiPrice);
    if (amountU.lt(product.minPledge)) throw pledgeRefused(4201, { minimum: product.minPledge });
    const current = this.available();
    if (amount.gt(current)) throw pledgeRefused(4101, { current, required: amount });
    const remaining = product.pledgePool.total.minus(product.pledgePool.filled);
    if (amountU.gt(remaining)) throw pledgeRefused(4601, { remaining });
    const holding = new FakeHolding(product, 9001 + this.holdings.length, amount, amountU, now);
    this.holdings.push(holding);
    const filled = product.pledgePool.filled.plus(amountU);
    this.catalogue = this.catalogue.map((p) =>
      p.id === productId ? { ...p, pledgePool: { ...p.pledgePool, filled } } : p,
    );
    this.answered.set(`save:${requestId}`, holding.id);
    return holding.position(now);
  }

  async positions(page: PageQuery): Promise<Page<PledgePosition>> {
    await this.enter('positions', [page]);
    const now = this.at();
    return pageOf(
      [...this.holdings].reverse().map((holding) => holding.position(now)),
      page,
    );
  }

  async releases(positionId: number, page: PageQuery): Promise<ReleaseLogPage> {
    await this.enter('releases', [positionId, page]);
    const holding = this.find(positionId);
    const records = holding.releases(this.at());
    const total = (status: string) =>
      sumAmounts(records.filter((r) => r.status === status).map((r) => r.amount));
    return {
      ...pageOf(records, page),
      position: holding.position(this.at()),
      totalReleased: total('redeemed'),
      totalWaiting: total('waiting'),
    };
  }

  async incomes(positionId: number, page: PageQuery): Promise<IncomeLogPage> {
    await this.enter('incomes', [positionId, page]);
    const records = this.find(positionId).incomes(this.at());
    return { ...pageOf(records, page), totalIncome: sumAmounts(records.map((record) => record.amount)) };
  }

  async redeem({ positionId, early, requestId }: Redemption): Promise<PledgePosition> {
    await this.enter('redeem', [{ positionId, early, requestId }]);
    const holding = this.find(positionId);
    const now = this.at();
    if (this.answered.get(`redeem:${requestId}`) === positionId) return holding.position(now);
    const status = holding.status(now);
    if (status === 'redeemed' || status === 'completed') throw pledgeRefused(4604);
    if (status === 'matured') {
      holding.redeemed = { time: now, amount: holding.amount };
    } else {
      const simulation = early
        ? simulateEarlyRedemption(holding.product, holding.amount, holding.buyTime, now)
        : null;
      if (!simulation) throw pledgeRefused(4605);
      holding.redeemed = { time: now, amount: simulation.returned };
    }
    this.answered.set(`redeem:${requestId}`, positionId);
    return holding.position(now);
  }

  private at(): Date {
    return new Date(this.now());
  }

  private async enter(method: Method, args: unknown[]): Promise<void> {
    this.calls.push({ method, args });
    await this.gate.pass();
    const failure = this.failWith[method];
    if (failure) throw failure;
  }

  private product(id: number): PledgeProduct {
    const found = this.catalogue.find((p) => p.id === id);
    if (!found) throw pledgeRefused(404);
    return found;
  }

  private find(id: number): FakeHolding {
    const found = this.holdings.find((holding) => holding.id === id);
    if (!found) throw pledgeRefused(404);
    return found;
  }
}
