/** A delivery address (spec section 3). */
export interface Address {
  readonly id: number;
  /** Recipient name. */
  readonly name: string;
  /** Phone number in E.164 form, e.g. +66812345678. */
  readonly phone: string;
  /** ISO 3166-1 alpha-2 country of the address; decides the phone rules and the area names. */
  readonly country: string;
  /** Province / city line picked in the area picker. */
  readonly area: string;
  /** Street, building, room. */
  readonly detail: string;
  readonly isDefault: boolean;
}

/** What the add and edit forms send. */
export type AddressDraft = Omit<Address, 'id'>;
