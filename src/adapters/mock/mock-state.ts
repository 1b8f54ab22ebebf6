import * as z from 'zod/mini';
import { type Random, randomHex, randomInviteCode } from './random';

/**
 * The mock backend's memory: users per wallet address, session tokens, addresses. Plain data only, so
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

export const mockStateSchema = z.object({
  version: z.literal(1),
  nextUserId: z.number(),
  nextAddressId: z.number(),
  users: z.array(mockUserSchema),
  /** token -> user id */
  tokens: z.record(z.string(), z.number()),
  addresses: z.array(mockAddressSchema),
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

  private makeDefault(userId: number, id: number): void {
    for (const a of this.data.addresses) if (a.userId === userId) a.isDefault = a.id === id;
  }
}
