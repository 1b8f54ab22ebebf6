import type { Address } from '../address/address';

/**
 * Which address to deliver to: one added since the user last looked (they went to add it), else the one
 * chosen before if it still exists, else the default, else the first; null when the book is empty.
 */
export function chooseDeliveryAddress(
  addresses: readonly Address[],
  previous: { readonly addressId: number | null; readonly knownAddressIds: readonly number[] } | null,
): number | null {
  const ids = addresses.map((a) => a.id);
  const added = previous ? ids.filter((id) => !previous.knownAddressIds.includes(id)) : [];
  if (added.length > 0) return Math.max(...added);
  if (previous?.addressId != null && ids.includes(previous.addressId)) return previous.addressId;
  return (addresses.find((a) => a.isDefault) ?? addresses[0])?.id ?? null;
}
