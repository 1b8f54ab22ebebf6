import * as z from 'zod/mini';
import { type Random, randomHex, randomInviteCode } from './random';

/**
 * The mock backend's memory: users per wallet address, session tokens, addresses, orders to pay. Plain data only, so
 * that `snapshot()` is JSON and `restore()` can take it back (the in-page host keeps it across reloads).
 * Amounts are decimal strings, as on the wire.
 */
const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));

export const mockUserSchema = z.object({
  id: z.number(),
  /** Lower-cased 0x address. */
  address: z.string(),
  /** The user's own invite code (6-8 upper-case letters and digits). */
  code: z.string(),
  name: z.string(),
  /** Who invited this user, or null. */
  referrerId: z.nullable(z.number()),
  level: z.number(),
  /** ISO date of registration. */
  createdAt: z.string(),
  mePerformance: decimal,
  devicePerformance: decimal,
  power: decimal,
  balance: decimal,
  destroyPool: decimal,
  flowPool: decimal,
});
export type MockUser = z.infer<typeof mockUserSchema>;

export const mockAddressSchema = z.object({
  id: z.number(),
  userId: z.number(),
  name: z.string(),
  phone: z.string(),
  areaCode: z.string(),
  area: z.string(),
  address: z.string(),
  isDefault: z.boolean(),
});
export type MockAddress = z.infer<typeof mockAddressSchema>;
/** The fields a client sets on an address. */
export type AddressFields = Omit<MockAddress, 'id' | 'userId'>;

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

/**
 * A shipped device and the code printed on it (mining.handlers.ts keeps the rules): `buyerId` bought it
 * (null for a device sold elsewhere), `ownerId` activated it; `fails` makes its activation fail (a device
 * fault, for the demo of a failed activation).
 */
export const mockDeviceSchema = z.object({
  code: z.string(),
  goodsId: z.number(),
  buyerId: z.nullable(z.number()),
  ownerId: z.nullable(z.number()),
  activatedAt: z.nullable(z.string()),
  fails: z.boolean(),
});
export type MockDevice = z.infer<typeof mockDeviceSchema>;

/** One activation attempt: pending until `settlesAt` (ISO), then success or failure by the device. */
export const mockActivationSchema = z.object({
  id: z.number(),
  userId: z.number(),
  code: z.string(),
  settlesAt: z.string(),
  /** null while pending. */
  outcome: z.nullable(z.enum(['success', 'failed'])),
});
export type MockActivation = z.infer<typeof mockActivationSchema>;

/** How long an unpaid order lives (decisions.md: the mock uses 15 minutes). */
export const ORDER_TTL_MS = 15 * 60 * 1000;
/** ORDER_STATUS_CODES.toPay, repeated here to keep the mock's state free of domain imports. */
const TO_PAY = 1;

export const mockStateSchema = z.object({
  version: z.literal(1),
  nextUserId: z.number(),
  nextAddressId: z.number(),
  users: z.array(mockUserSchema),
  /** token -> user id */
  tokens: z.record(z.string(), z.number()),
  addresses: z.array(mockAddressSchema),
  /** Orders to pay; optional so that a snapshot saved before orders existed still restores. */
  orders: z.optional(z.array(mockOrderSchema)),
  nextOrderId: z.optional(z.number()),
  /** Shipped devices by activation code, and activation attempts (optional for older snapshots). */
  devices: z.optional(z.array(mockDeviceSchema)),
  activations: z.optional(z.array(mockActivationSchema)),
});
export type MockStateData = z.infer<typeof mockStateSchema>;

/** A new user's starting numbers: a demo grant on the balance, nothing else yet. */
const NEW_USER_NUMBERS = {
  level: 0,
  mePerformance: '0',
  devicePerformance: '0',
  power: '0',
  balance: '1000',
  destroyPool: '0',
  flowPool: '0',
} as const;

/** Only the client-set fields, whatever else the object carries. */
const pickFields = ({ name, phone, areaCode, area, address, isDefault }: AddressFields): AddressFields => ({
  name,
  phone,
  areaCode,
  area,
  address,
  isDefault,
});

export class MockState {
  private data: MockStateData;

  constructor(data: MockStateData) {
    this.data = structuredClone(data);
  }

  /** A deep copy of everything, JSON-safe. */
  snapshot(): MockStateData {
    return structuredClone(this.data);
  }

  /** Replaces everything; answers false (and changes nothing) when `value` is not a snapshot. */
  restore(value: unknown): boolean {
    const parsed = mockStateSchema.safeParse(value);
    if (!parsed.success) return false;
    this.data = structuredClone(parsed.data);
    return true;
  }

  // ---- users ----

  get userCount(): number {
    return this.data.users.length;
  }

  userById(id: number): MockUser | undefined {
    return this.data.users.find((u) => u.id === id);
  }

  userByAddress(address: string): MockUser | undefined {
    const key = address.toLowerCase();
    return this.data.users.find((u) => u.address === key);
  }

  userByCode(code: string): MockUser | undefined {
    const key = code.trim().toUpperCase();
    return this.data.users.find((u) => u.code === key);
  }

  /** Registers a wallet address with a fresh invite code, linked to `referrer` when given. */
  register(address: string, referrer: MockUser | null, now: number, random: Random): MockUser {
    let code = randomInviteCode(random);
    while (this.userByCode(code)) code = randomInviteCode(random);
    const lower = address.toLowerCase();
    const user: MockUser = {
      id: this.data.nextUserId++,
      address: lower,
      code,
      name: `NADI-${lower.slice(-4).toUpperCase()}`,
      referrerId: referrer?.id ?? null,
      createdAt: new Date(now).toISOString(),
      ...NEW_USER_NUMBERS,
    };
    this.data.users.push(user);
    return user;
  }

  /** Adds a user record as it is (seeded users, provider states) unless its id or address is taken. */
  putUser(user: MockUser): void {
    if (this.userById(user.id) || this.userByAddress(user.address)) return;
    this.data.users.push({ ...user });
    this.data.nextUserId = Math.max(this.data.nextUserId, user.id + 1);
  }

  /** Direct referrals, newest first. */
  directReferrals(userId: number): MockUser[] {
    return this.data.users
      .filter((u) => u.referrerId === userId)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  }

  /** Everyone below the user in the referral tree (not the user). */
  teamMembers(userId: number): MockUser[] {
    const team: MockUser[] = [];
    const seen = new Set<number>([userId]);
    const queue = [userId];
    for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
      for (const member of this.data.users) {
        if (member.referrerId === current && !seen.has(member.id)) {
          seen.add(member.id);
          team.push(member);
          queue.push(member.id);
        }
      }
    }
    return team;
  }

  // ---- sessions ----

  /** A new opaque token for the user. */
  issueToken(userId: number, random: Random): string {
    const token = randomHex(random, 48);
    this.data.tokens[token] = userId;
    return token;
  }

  /** Binds a known token to a user (Pact provider states use a fixed one). */
  setToken(token: string, userId: number): void {
    this.data.tokens[token] = userId;
  }

  revokeToken(token: string): void {
    delete this.data.tokens[token];
  }

  userByToken(token: string): MockUser | undefined {
    const id = this.data.tokens[token];
    return id === undefined ? undefined : this.userById(id);
  }

  // ---- addresses ----

  /** The user's addresses: the default first, then newest first. */
  addresses(userId: number): MockAddress[] {
    return this.data.addresses
      .filter((a) => a.userId === userId)
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id - a.id)
      .map((a) => ({ ...a }));
  }

  address(userId: number, id: number): MockAddress | undefined {
    const found = this.data.addresses.find((a) => a.userId === userId && a.id === id);
    return found && { ...found };
  }

  addAddress(userId: number, fields: AddressFields): MockAddress {
    const record: MockAddress = { ...pickFields(fields), id: this.data.nextAddressId++, userId };
    this.data.addresses.push(record);
    if (record.isDefault) this.makeDefault(userId, record.id);
    return { ...record };
  }

  /** Replaces the fields of an address; undefined when the user has no such address. */
  editAddress(userId: number, id: number, fields: AddressFields): MockAddress | undefined {
    const record = this.data.addresses.find((a) => a.userId === userId && a.id === id);
    if (!record) return undefined;
    Object.assign(record, pickFields(fields));
    if (record.isDefault) this.makeDefault(userId, id);
    return { ...record };
  }

  /** Makes one address the only default; false when the user has no such address. */
  setDefaultAddress(userId: number, id: number): boolean {
    if (!this.address(userId, id)) return false;
    this.makeDefault(userId, id);
    return true;
  }

  /** Deletes an address; false when the user has no such address. No other address becomes default. */
  deleteAddress(userId: number, id: number): boolean {
    const before = this.data.addresses.length;
    this.data.addresses = this.data.addresses.filter((a) => !(a.userId === userId && a.id === id));
    return this.data.addresses.length < before;
  }

  /** Replaces all of a user's addresses, keeping the given ids (provider states). */
  replaceAddresses(userId: number, records: readonly MockAddress[]): void {
    const others = this.data.addresses.filter(
      (a) => a.userId !== userId && !records.some((r) => r.id === a.id),
    );
    this.data.addresses = [...others, ...records.map((r) => ({ ...r, userId }))];
    const highest = Math.max(this.data.nextAddressId - 1, ...records.map((r) => r.id));
    this.data.nextAddressId = highest + 1;
  }

  // ---- money ----

  /** Sets the user's balance or destroy quota (decimal strings); undefined when there is no such user. */
  updateUser(id: number, numbers: Partial<Pick<MockUser, 'balance' | 'destroyPool'>>): MockUser | undefined {
    const user = this.userById(id);
    if (!user) return undefined;
    Object.assign(user, numbers);
    return { ...user };
  }

  // ---- orders ----

  /** A new order to pay for the user, unpaid, expiring ORDER_TTL_MS after `now` unless told otherwise. */
  addOrder(userId: number, fields: NewMockOrder, now: number): MockOrder {
    const id = this.data.nextOrderId ?? 1;
    this.data.nextOrderId = id + 1;
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
    this.data.orders = [...(this.data.orders ?? []), order];
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

  // ---- devices and activations ----

  /** The device carrying an activation code (codes match whatever their case). */
  device(code: string): MockDevice | undefined {
    const key = code.toUpperCase();
    const found = this.data.devices?.find((d) => d.code.toUpperCase() === key);
    return found && { ...found };
  }

  /** Every device, as stored. */
  devices(): MockDevice[] {
    return (this.data.devices ?? []).map((d) => ({ ...d }));
  }

  /** Replaces the device with the same code in its place, or adds it at the end (positions are stable). */
  putDevice(device: MockDevice): void {
    const devices = this.data.devices ?? [];
    const index = devices.findIndex((d) => d.code === device.code);
    this.data.devices =
      index < 0 ? [...devices, { ...device }] : devices.map((d, i) => (i === index ? { ...device } : d));
  }

  activation(userId: number, id: number): MockActivation | undefined {
    const found = this.data.activations?.find((a) => a.userId === userId && a.id === id);
    return found && { ...found };
  }

  activationsOf(userId: number): MockActivation[] {
    return (this.data.activations ?? []).filter((a) => a.userId === userId).map((a) => ({ ...a }));
  }

  addActivation(fields: Omit<MockActivation, 'id'>): MockActivation {
    const activations = this.data.activations ?? [];
    const record = { ...fields, id: activations.reduce((max, a) => Math.max(max, a.id), 0) + 1 };
    this.data.activations = [...activations, record];
    return { ...record };
  }

  saveActivation(activation: MockActivation): void {
    this.data.activations = (this.data.activations ?? []).map((a) =>
      a.id === activation.id ? { ...activation } : a,
    );
  }

  private makeDefault(userId: number, id: number): void {
    for (const a of this.data.addresses) if (a.userId === userId) a.isDefault = a.id === id;
  }
}
