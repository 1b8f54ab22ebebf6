import * as z from 'zod/mini';
import { decimal, type MockState, type StateSlice } from '../core/mock-state';

/**
 * Where an order's payment stands (payment.handlers.ts keeps the rules). `withheld` is the balance part of
 * a mixed intent, taken from the balance when the intent is made and given back if it is replaced, the
 * transaction fails or the order is cancelled. `orderRef` is made once per order and kept across intents.
 */
export const mockPaymentSchema = z.object({
  paidBy: z.nullable(z.enum(['balance', 'chain', 'destroy_quota', 'mixed'])),
  txHash: z.nullable(z.string()),
  txStatus: z.nullable(z.enum(['pending', 'failed', 'confirmed'])),
  withheld: decimal,
  orderRef: z.nullable(z.string()),
  intent: z.nullable(
    z.object({
      chain: z.enum(['BSC', 'NADI']),
      token: z.enum(['USDT', 'NADI', 'BNB']),
      chainId: z.number(),
      balancePart: decimal,
      amount: decimal,
      paymentContract: z.nullable(z.string()),
      receiver: z.string(),
      tokenContract: z.nullable(z.string()),
      decimals: z.number(),
      confirmations: z.number(),
      /** What the intent says of its expiry when a control call rewrote it (else the order's own). */
      expiresAt: z.optional(z.string()),
    }),
  ),
});
export type MockPayment = z.infer<typeof mockPaymentSchema>;

/** An order to pay (pre-order flow), as `orderWire` of the catalogue shows it; amounts in USDT. */
export const mockOrderSchema = z.object({
  id: z.number(),
  userId: z.number(),
  orderNo: z.string(),
  /** ORDER_TYPE_CODES of the domain, or the gold shop's code. */
  orderType: z.number(),
  /** ORDER_STATUS_CODES of the domain: toPay 1, inProgress 2, completed 3, cancelled 4, paid 5. */
  status: z.number(),
  num: z.number(),
  price: decimal,
  totalPrice: decimal,
  /** The node tier, device or gold goods ordered (orders.handlers.ts); absent for destroy and union mining. */
  goodsId: z.optional(z.nullable(z.number())),
  /** Where shipped goods go. */
  addressId: z.optional(z.nullable(z.number())),
  /** ISO dates. */
  createdAt: z.string(),
  expiresAt: z.string(),
  payment: mockPaymentSchema,
});
export type MockOrder = z.infer<typeof mockOrderSchema>;
/** What a new order is made of; the rest starts empty (unpaid, to pay, 15 minutes to live). */
export type NewMockOrder = Pick<MockOrder, 'orderType' | 'num' | 'price' | 'totalPrice'> &
  Partial<Pick<MockOrder, 'orderNo' | 'expiresAt' | 'status' | 'goodsId' | 'addressId'>>;

/** How long an unpaid order lives (decisions.md: the mock uses 15 minutes). */
export const ORDER_TTL_MS = 15 * 60 * 1000;
/** ORDER_STATUS_CODES.toPay, repeated here to keep the mock's state free of domain imports. */
const TO_PAY = 1;

/**
 * The orders' keys of the mock state; optional, so that a snapshot saved before orders existed still
 * restores. The seeded world has none.
 */
export const ORDERS_SLICE = {
  schema: z.object({ orders: z.optional(z.array(mockOrderSchema)), nextOrderId: z.optional(z.number()) }),
  seed: () => ({}),
} satisfies StateSlice;

/** Every user's orders to pay in the mock state. Hands out copies; `saveOrder` stores an edited one. */
export class OrderBook {
  constructor(private readonly state: MockState) {}

  private get data() {
    return this.state.part(ORDERS_SLICE);
  }

  /** A new order to pay for the user, unpaid, expiring ORDER_TTL_MS after `now` unless told otherwise. */
  addOrder(userId: number, fields: NewMockOrder, now: number): MockOrder {
    const data = this.data;
    const id = data.nextOrderId ?? 1;
    data.nextOrderId = id + 1;
    const order: MockOrder = {
      id,
      userId,
      orderNo:
        fields.orderNo ??
        `NO${new Date(now).toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(6, '0')}`,
      orderType: fields.orderType,
      status: fields.status ?? TO_PAY,
      num: fields.num,
      price: fields.price,
      totalPrice: fields.totalPrice,
      goodsId: fields.goodsId ?? null,
      addressId: fields.addressId ?? null,
      createdAt: new Date(now).toISOString(),
      expiresAt: fields.expiresAt ?? new Date(now + ORDER_TTL_MS).toISOString(),
      payment: { paidBy: null, txHash: null, txStatus: null, withheld: '0', orderRef: null, intent: null },
    };
    data.orders = [...(data.orders ?? []), order];
    return structuredClone(order);
  }

  /** A copy of the user's order (someone else's counts as none). */
  order(userId: number, id: number): MockOrder | undefined {
    const found = this.data.orders?.find((o) => o.userId === userId && o.id === id);
    return found && structuredClone(found);
  }

  /** The user's orders, newest first. */
  ordersOf(userId: number): MockOrder[] {
    return (this.data.orders ?? [])
      .filter((o) => o.userId === userId)
      .sort((a, b) => b.id - a.id)
      .map((o) => structuredClone(o));
  }

  /** Every user's orders, oldest first (sold counts of node tiers). */
  allOrders(): MockOrder[] {
    return (this.data.orders ?? []).map((o) => structuredClone(o));
  }

  /** Replaces a stored order with an edited copy; false when there is none with its id and user. */
  saveOrder(order: MockOrder): boolean {
    const orders = this.data.orders ?? [];
    const index = orders.findIndex((o) => o.id === order.id && o.userId === order.userId);
    if (index < 0) return false;
    orders[index] = structuredClone(order);
    return true;
  }
}

/** The orders of a mock state. */
export const orderBook = (state: MockState): OrderBook => new OrderBook(state);
