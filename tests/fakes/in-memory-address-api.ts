import type { AddressApi } from '../../src/application/address/address-api.port';
import type { Address, AddressDraft } from '../../src/domain/address/address';
import { AppError } from '../../src/domain/shared/app-error';
import { Gate } from './gate';

type Method = keyof AddressApi;

/** A recorded call: the method and its arguments. */
export interface AddressCall {
  readonly method: Method;
  readonly args: readonly unknown[];
}

/** A sample draft: a valid Thai mobile address (override any field). */
export const sampleDraft = (overrides: Partial<AddressDraft> = {}): AddressDraft => ({
  name: 'Somchai',
  phone: '+66812345678',
  country: 'TH',
  area: 'Bangkok, Bang Rak',
  detail: '1 Silom Rd',
  isDefault: false,
  ...overrides,
});

/**
 * AddressApi in memory, with the mock backend's rules: at most one default (setting one unsets the
 * others), the list default first then newest first, deleting the default promotes none, an unknown id
 * fails. Records every call; `failWith` makes a method fail (until cleared); `hold()` keeps every call
 * waiting until the returned release function runs, for tests of busy states.
 */
export class InMemoryAddressApi implements AddressApi {
  readonly calls: AddressCall[] = [];
  failWith: Partial<Record<Method, AppError>> = {};
  private records: Address[] = [];
  private nextId = 1;
  private readonly gate = new Gate();

  constructor(seed: readonly AddressDraft[] = []) {
    for (const draft of seed) this.insert(draft);
  }

  /** Every stored address, in list order. */
  get all(): readonly Address[] {
    return [...this.records].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || b.id - a.id);
  }

  /** Calls of one method. */
  callsOf(method: Method): readonly AddressCall[] {
    return this.calls.filter((call) => call.method === method);
  }

  /** Holds every call until the returned function is called. */
  hold(): () => void {
    return this.gate.hold();
  }

  async list(): Promise<readonly Address[]> {
    await this.enter('list', []);
    return this.all;
  }

  async getDefault(): Promise<Address | null> {
    await this.enter('getDefault', []);
    return this.records.find((a) => a.isDefault) ?? null;
  }

  async detail(id: number): Promise<Address> {
    await this.enter('detail', [id]);
    return this.find(id);
  }

  async add(draft: AddressDraft): Promise<Address> {
    await this.enter('add', [draft]);
    return this.insert(draft);
  }

  async edit(id: number, draft: AddressDraft): Promise<Address> {
    await this.enter('edit', [id, draft]);
    const edited: Address = { ...draft, id: this.find(id).id };
    this.records = this.records.map((a) => (a.id === id ? edited : a));
    if (edited.isDefault) this.makeDefault(id);
    return edited;
  }

  async setDefault(id: number): Promise<void> {
    await this.enter('setDefault', [id]);
    this.find(id);
    this.makeDefault(id);
  }

  async remove(id: number): Promise<void> {
    await this.enter('remove', [id]);
    this.find(id);
    this.records = this.records.filter((a) => a.id !== id);
  }

  private async enter(method: Method, args: readonly unknown[]): Promise<void> {
    this.calls.push({ method, args });
    await this.gate.pass();
    const failure = this.failWith[method];
    if (failure) throw failure;
  }

  private insert(draft: AddressDraft): Address {
    const address: Address = { ...draft, id: this.nextId++ };
    this.records.push(address);
    if (address.isDefault) this.makeDefault(address.id);
    return address;
  }

  private find(id: number): Address {
    const found = this.records.find((a) => a.id === id);
    // The backend answers an unknown id with a non-200 code: the HTTP adapter's server-exception.
    if (!found) throw new AppError('server-exception', { code: 404, serverMessage: 'address not found' });
    return found;
  }

  private makeDefault(id: number): void {
    this.records = this.records.map((a) => ({ ...a, isDefault: a.id === id }));
  }
}
