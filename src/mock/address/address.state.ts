import * as z from 'zod/mini';
import type { MockState, StateSlice } from '../core/mock-state';

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

/** The first seeded user's two addresses (ids 1 and 2; 1 is the default). */
export const SEED_ADDRESSES: readonly MockAddress[] = [
  {
    id: 1,
    userId: 10001,
    name: 'Aiden Chen',
    phone: '+886912345678',
    areaCode: 'TW',
    area: 'Taipei City, Xinyi District',
    address: 'No. 7, Sec. 5, Xinyi Rd., 11F',
    isDefault: true,
  },
  {
    id: 2,
    userId: 10001,
    name: 'Chen Office',
    phone: '+6591234567',
    areaCode: 'SG',
    area: 'Singapore, Central Region',
    address: '1 Raffles Place, #20-01',
    isDefault: false,
  },
];

/** The address book's keys of the mock state: every user's addresses and the next id. */
export const ADDRESS_SLICE = {
  schema: z.object({ nextAddressId: z.number(), addresses: z.array(mockAddressSchema) }),
  seed: () => ({ nextAddressId: 3, addresses: SEED_ADDRESSES.map((a) => ({ ...a })) }),
} satisfies StateSlice;

/** Only the client-set fields, whatever else the object carries. */
const pickFields = ({ name, phone, areaCode, area, address, isDefault }: AddressFields): AddressFields => ({
  name,
  phone,
  areaCode,
  area,
  address,
  isDefault,
});

/** The users' addresses in the mock state (address.handlers.ts keeps the rules). Hands out copies. */
export class AddressBook {
  constructor(private readonly state: MockState) {}

  private get data() {
    return this.state.part(ADDRESS_SLICE);
  }

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
    const data = this.data;
    const before = data.addresses.length;
    data.addresses = data.addresses.filter((a) => !(a.userId === userId && a.id === id));
    return data.addresses.length < before;
  }

  /** Replaces all of a user's addresses, keeping the given ids (provider states). */
  replaceAddresses(userId: number, records: readonly MockAddress[]): void {
    const data = this.data;
    const others = data.addresses.filter((a) => a.userId !== userId && !records.some((r) => r.id === a.id));
    data.addresses = [...others, ...records.map((r) => ({ ...r, userId }))];
    const highest = Math.max(data.nextAddressId - 1, ...records.map((r) => r.id));
    data.nextAddressId = highest + 1;
  }

  private makeDefault(userId: number, id: number): void {
    for (const a of this.data.addresses) if (a.userId === userId) a.isDefault = a.id === id;
  }
}

/** The address book of a mock state. */
export const addressBook = (state: MockState): AddressBook => new AddressBook(state);
