import * as z from 'zod/mini';
import { type Random, randomHex, randomInviteCode } from './random';

/**
 * The mock backend's memory: one plain object, so that `snapshot()` is JSON and `restore()` can take it
 * back (the in-page host keeps it across reloads). Amounts are decimal strings, as on the wire.
 * MockState itself holds what every feature shares: the users per wallet address (with their money) and
 * the session tokens. A feature with data of its own brings a StateSlice: its keys of the same flat object,
 * their schema and their seeded values (core/mock-features.ts lists the features).
 */
export const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));

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
  /** A frozen account: its token is still valid, but every call that needs it answers HTTP 403. */
  frozen: z.optional(z.boolean()),
});
export type MockUser = z.infer<typeof mockUserSchema>;

/** The shared keys of the saved state. */
const SHARED_SHAPE = {
  version: z.literal(1),
  nextUserId: z.number(),
  users: z.array(mockUserSchema),
  /** token -> user id */
  tokens: z.record(z.string(), z.number()),
};
export type SharedStateData = z.infer<z.ZodMiniObject<typeof SHARED_SHAPE>>;
/** The whole saved state: the shared keys and the keys of every slice. */
export type MockStateData = SharedStateData & { readonly [key: string]: unknown };

/**
 * A feature's part of the state: its keys of the saved object with their schema (a key that older
 * snapshots lack is optional, so that they still restore), and its part of the seeded world.
 */
export interface StateSlice<Shape extends z.core.$ZodShape = z.core.$ZodShape> {
  readonly schema: z.ZodMiniObject<Shape>;
  seed(): z.output<z.ZodMiniObject<Shape>>;
}
/** The data a slice reads and changes in place. */
export type SliceData<Shape extends z.core.$ZodShape> = z.output<z.ZodMiniObject<Shape>>;

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

export class MockState {
  private data: MockStateData;
  private readonly schema: z.ZodMiniObject;

  /** `slices`: every feature slice the data carries (restore keeps only their keys and the shared ones). */
  constructor(data: MockStateData, slices: readonly StateSlice[] = []) {
    this.data = structuredClone(data);
    this.schema = z.object(Object.assign({ ...SHARED_SHAPE }, ...slices.map((s) => s.schema.shape)));
  }

  /** A deep copy of everything, JSON-safe. */
  snapshot(): MockStateData {
    return structuredClone(this.data);
  }

  /** Replaces everything; answers false (and changes nothing) when `value` is not a snapshot. */
  restore(value: unknown): boolean {
    const parsed = this.schema.safeParse(value);
    if (!parsed.success) return false;
    this.data = structuredClone(parsed.data) as MockStateData;
    return true;
  }

  /**
   * A slice's data, live: the slice's keys of the one state object, read and changed in place. Ask again
   * after every call that may restore (a restore replaces the object).
   */
  part<Shape extends z.core.$ZodShape>(_slice: StateSlice<Shape>): SliceData<Shape> {
    // The schema that restored or seeded `data` included the slice's keys.
    return this.data as unknown as SliceData<Shape>;
  }

  // ---- users ----

  get userCount(): number {
    return this.data.users.length;
  }

  /** Every user (as stored: read, do not change). */
  allUsers(): readonly MockUser[] {
    return this.data.users;
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

  /** Freezes or thaws a user's account (see `frozen`); false when there is no such user. */
  setFrozen(userId: number, frozen: boolean): boolean {
    const user = this.data.users.find((u) => u.id === userId);
    if (!user) return false;
    user.frozen = frozen;
    return true;
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

  // ---- money ----

  /** Sets the user's balance or destroy quota (decimal strings); undefined when there is no such user. */
  updateUser(id: number, numbers: Partial<Pick<MockUser, 'balance' | 'destroyPool'>>): MockUser | undefined {
    const user = this.userById(id);
    if (!user) return undefined;
    Object.assign(user, numbers);
    return { ...user };
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
}
