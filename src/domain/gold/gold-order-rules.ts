import { err, ok, type Result } from '../shared/result';
import type { Simple } from '../shared/validation';

export interface GoldOrderInput {
  /** Whether the goods are shipped (some gold goods are held, not delivered). */
  readonly needsDelivery: boolean;
  /** The chosen delivery address, or null. */
  readonly addressId: number | null;
  /** Optional remark, as typed. */
  readonly remark: string;
}

export interface GoldOrderFields {
  /** Null when the goods are not delivered, whatever address was chosen. */
  readonly addressId: number | null;
  /** Trimmed; '' when none. */
  readonly remark: string;
}

/** Gold-shop order: a delivery address is required when the goods need delivery; the remark is optional. */
export function validateGoldOrder(
  input: GoldOrderInput,
): Result<GoldOrderFields, Simple<'address-required'>> {
  if (input.needsDelivery && input.addressId === null) return err({ kind: 'address-required' });
  return ok({ addressId: input.needsDelivery ? input.addressId : null, remark: input.remark.trim() });
}
