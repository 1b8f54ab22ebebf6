import type Decimal from 'decimal.js';
import { computedStruct, makeAutoObservable, runInAction } from 'mobx';
import type { MoneyBlock } from '../../../application/shared/connectivity.store';
import type { TradeOrder } from '../../../application/trade/market-messages';
import type { NewTradeOrder, TradePair } from '../../../application/trade/trade-api.port';
import {
  type OrderTicket,
  orderTicket,
  type PercentShortcut,
  percentFill,
  stepDecimals,
  type TicketError,
  type TicketField,
} from '../../../domain/trade/order-ticket';
import type { TradeSide, TradeType } from '../../../domain/trade/trade-order';

/**
 * What the form reads from its screen: the pair's rules, the available balances and the best prices. Read
 * lazily (pass getters): the best prices move with every frame of the book, and only a market order's
 * estimate reads them, so a limit order's form does not re-render with the book.
 */
export interface OrderFormContext {
  readonly pair: TradePair | null;
  /** Available base coin (NADI) and quote coin (USDT); null until the account has loaded. */
  readonly base: Decimal | null;
  readonly quote: Decimal | null;
  readonly bestBid: Decimal | null;
  readonly bestAsk: Decimal | null;
  /** Why no order may be placed now (offline: refused, never queued); null when it may. */
  readonly moneyBlock: MoneyBlock | null;
}

const FIELDS: readonly TicketField[] = ['price', 'quantity', 'amount', 'total'];

/**
 * The order form of /trade: limit or market, buy or sell, the typed texts, and the ticket computed from them
 * exactly (domain/trade/order-ticket.ts). A field's error shows once the user has left it or tried to
 * place the order, so an empty form does not shout. The form keeps what was typed when placing fails.
 */
export class OrderFormVm {
  side: TradeSide = 'buy';
  type: TradeType = 'limit';
  price = '';
  quantity = '';
  /** USDT to spend, for a market buy. */
  amount = '';
  placing = false;
  /** Why the last placing failed (an AppError; tradeRefusalOf names the refusals). */
  failure: unknown = null;
  private touched: Record<TicketField, boolean> = {
    price: false,
    quantity: false,
    amount: false,
    total: false,
  };
  private submitted = false;
  /** The user typed or picked a price: the live price no longer fills it in. */
  private priceChosen = false;

  constructor(
    private readonly context: OrderFormContext,
    private readonly place: (order: NewTradeOrder) => Promise<TradeOrder>,
  ) {
    makeAutoObservable<this, 'context' | 'place'>(
      this,
      { context: false, place: false, shownErrors: computedStruct },
      { autoBind: true },
    );
  }

  /** The ticket of the current texts; null until the pair and the account have loaded. */
  get ticket(): OrderTicket | null {
    const { pair, base, quote } = this.context;
    if (!pair || !base || !quote) return null;
    const { side, type, price, quantity, amount } = this;
    const market = type === 'market';
    const bestBid = market ? this.context.bestBid : null;
    const bestAsk = market ? this.context.bestAsk : null;
    return orderTicket({ side, type, price, quantity, amount, pair, base, quote, bestBid, bestAsk });
  }

  /**
   * The errors on screen (see the class comment), compared by value: a market order's estimate moving with the
   * book makes a new ticket, but the fields re-render only when what they say changes.
   */
  get shownErrors(): Readonly<Record<TicketField, TicketError | null>> {
    const errors = this.ticket?.errors ?? {};
    const shown = (field: TicketField) =>
      this.submitted || this.touched[field] || (field === 'total' && this.touched.quantity);
    return {
      price: shown('price') ? (errors.price ?? null) : null,
      quantity: shown('quantity') ? (errors.quantity ?? null) : null,
      amount: shown('amount') ? (errors.amount ?? null) : null,
      total: shown('total') ? (errors.total ?? null) : null,
    };
  }

  /** The error to show under a field, or null. */
  errorOf(field: TicketField): TicketError | null {
    return this.shownErrors[field];
  }

  /** Whether the form asks for an amount in USDT (market buy) rather than a quantity in NADI. */
  get usesAmount(): boolean {
    return this.type === 'market' && this.side === 'buy';
  }

  /** The percentage shortcuts work: the account has loaded, and a limit buy has a valid price. */
  get percentEnabled(): boolean {
    return this.fillFor(100) !== null;
  }

  get canSubmit(): boolean {
    return !this.placing && this.ticket !== null && this.moneyBlock === null;
  }

  get moneyBlock(): MoneyBlock | null {
    return this.context.moneyBlock;
  }

  setSide(side: TradeSide): void {
    this.side = side;
    this.resetChecks();
  }

  setType(type: TradeType): void {
    this.type = type;
    this.resetChecks();
  }

  setPrice(text: string): void {
    this.price = text.trim();
    this.priceChosen = true;
  }

  setQuantity(text: string): void {
    this.quantity = text.trim();
  }

  setAmount(text: string): void {
    this.amount = text.trim();
  }

  /** The user left a field: its error may show now. */
  touch(field: TicketField): void {
    this.touched[field] = true;
  }

  /** The first live price fills an empty limit price, unless the user has chosen one. */
  suggestPrice(price: Decimal): void {
    if (this.priceChosen || this.price !== '') return;
    this.price = this.priceText(price);
  }

  /** Fills quantity (or the market buy's amount) with a share of the available balance, exactly. */
  applyPercent(percent: PercentShortcut): void {
    const fill = this.fillFor(percent);
    if (!fill) return;
    const pair = this.context.pair;
    const step = fill.field === 'quantity' ? pair?.lotSize : undefined;
    const text = step ? fill.value.toFixed(stepDecimals(step)) : fill.value.toFixed();
    if (fill.field === 'quantity') this.quantity = text;
    else this.amount = text;
    this.touched[fill.field] = true;
  }

  /**
   * Places the order when the ticket is valid (otherwise shows every error); resolves the placed order, or
   * null when nothing was sent or placing failed (then `failure` says why and the texts stay).
   */
  async submit(): Promise<TradeOrder | null> {
    if (this.placing || this.moneyBlock) return null;
    this.submitted = true;
    const order = this.ticket?.order;
    if (!order) return null;
    this.placing = true;
    this.failure = null;
    try {
      const placed = await this.place(order);
      runInAction(() => {
        this.quantity = '';
        this.amount = '';
        this.resetChecks();
      });
      return placed;
    } catch (error) {
      runInAction(() => (this.failure = error));
      return null;
    } finally {
      runInAction(() => (this.placing = false));
    }
  }

  private fillFor(percent: PercentShortcut) {
    const { pair, base, quote } = this.context;
    if (!pair || !base || !quote) return null;
    return percentFill({ side: this.side, type: this.type, price: this.price, pair, base, quote }, percent);
  }

  private priceText(price: Decimal): string {
    const tick = this.context.pair?.tickSize;
    return tick ? price.toFixed(stepDecimals(tick)) : price.toFixed();
  }

  private resetChecks(): void {
    this.submitted = false;
    this.failure = null;
    for (const field of FIELDS) this.touched[field] = false;
  }
}
