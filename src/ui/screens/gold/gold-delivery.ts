import { makeAutoObservable, runInAction } from 'mobx';
import type { AddressApi } from '../../../application/address/address-api.port';
import type { Address } from '../../../domain/address/address';
import { Loadable } from '../../shared/loadable';

/**
 * Where a delivered gold order goes: the address book (default first), the chosen address (the default,
 * or the first, unless one was chosen), and an address added on the address page picked on return.
 */
export class DeliveryChoice {
  readonly addresses: Loadable<readonly Address[]>;
  addressId: number | null = null;
  private seen = new Set<number>();
  private loaded = false;

  constructor(
    addressApi: AddressApi,
    private readonly onChange: () => void,
  ) {
    this.addresses = new Loadable(() => addressApi.list());
    makeAutoObservable<this, 'seen' | 'loaded' | 'onChange'>(
      this,
      { addresses: false, seen: false, loaded: false, onChange: false },
      { autoBind: true },
    );
  }

  get address(): Address | null {
    return this.addresses.data?.find((a) => a.id === this.addressId) ?? null;
  }

  /** Starts over for another purchase, with the address chosen before it, if any. */
  reset(addressId: number | null): void {
    this.addressId = addressId;
    this.seen = new Set();
    this.loaded = false;
  }

  choose(id: number): void {
    this.addressId = id;
    this.onChange();
  }

  /** Loads the book; picks the default (or first) when none is chosen, and an address added meanwhile. */
  async load(): Promise<void> {
    await this.addresses.load();
    runInAction(() => {
      const list = this.addresses.data ?? [];
      // Only a load after the first can tell an address added meanwhile.
      const added = this.loaded ? list.find((a) => !this.seen.has(a.id)) : undefined;
      this.loaded = true;
      this.seen = new Set(list.map((a) => a.id));
      const gone = this.addressId !== null && !list.some((a) => a.id === this.addressId);
      if (added) this.choose(added.id);
      else if (this.addressId === null || gone) {
        const pick = (list.find((a) => a.isDefault) ?? list[0])?.id ?? null;
        if (pick === null) this.addressId = null;
        else this.choose(pick);
      }
    });
  }
}
