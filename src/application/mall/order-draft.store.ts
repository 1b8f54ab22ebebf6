import { inject, injectable } from 'inversify';
import { AppStorage } from '../shared/storage.port';

/**
 * The mall order being confirmed, kept in the tab's session (`tempOrder`, spec section 6) so that a reload
 * or a trip to the address book loses nothing: which address was chosen, and which addresses the user had
 * then (one more on coming back means it was just added, and is the one to choose).
 */
export interface MallOrderDraft {
  readonly goodsId: number;
  readonly addressId: number | null;
  readonly knownAddressIds: readonly number[];
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** Reads and writes the draft; a stored value of another shape counts as none. */
@injectable()
export class MallOrderDraftStore {
  constructor(@inject(AppStorage) private readonly storage: AppStorage) {}

  /** The draft of these goods, or null. */
  read(goodsId: number): MallOrderDraft | null {
    const value = this.storage.getSession('tempOrder');
    if (typeof value !== 'object' || value === null) return null;
    const { goodsId: goods, addressId, knownAddressIds } = value as Record<string, unknown>;
    if (goods !== goodsId || !(addressId === null || isId(addressId))) return null;
    if (!Array.isArray(knownAddressIds) || !knownAddressIds.every(isId)) return null;
    return { goodsId, addressId, knownAddressIds };
  }

  save(draft: MallOrderDraft): void {
    this.storage.setSession('tempOrder', draft);
  }

  /** The order was made: nothing left to confirm. */
  clear(): void {
    this.storage.removeSession('tempOrder');
  }
}
