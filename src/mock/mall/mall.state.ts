import * as z from 'zod/mini';
import type { MockState, StateSlice } from '../core/mock-state';

/** Where a shipped device goes, copied from the address book when the order is first seen paid. */
export const mockDeliverySchema = z.object({
  name: z.string(),
  phone: z.string(),
  areaCode: z.string(),
  area: z.string(),
  address: z.string(),
});
export type MockDelivery = z.infer<typeof mockDeliverySchema>;

/**
 * The delivery of a paid device order (mall-shipping.ts keeps the rules). Times are epoch ms: it ships at
 * `shipAt` and is confirmed automatically at `autoConfirmAt` unless the buyer confirms first
 * (`confirmedAt`). Each is a time, not a flag, so that the order moves on by the clock alone.
 */
export const mockShipmentSchema = z.object({
  orderId: z.number(),
  userId: z.number(),
  paidAt: z.number(),
  shipAt: z.number(),
  autoConfirmAt: z.number(),
  confirmedAt: z.nullable(z.number()),
  expressCompany: z.string(),
  expressNo: z.string(),
  delivery: z.nullable(mockDeliverySchema),
});
export type MockShipment = z.infer<typeof mockShipmentSchema>;

/** The mall's keys of the mock state; optional, so that older snapshots still restore. Seeded empty. */
export const MALL_SLICE = {
  schema: z.object({ mallShipments: z.optional(z.array(mockShipmentSchema)) }),
  seed: () => ({}),
} satisfies StateSlice;

/** The shipments of a mock state. Hands out copies; `save` stores an edited one. */
export class ShipmentBook {
  constructor(private readonly state: MockState) {}

  private get data() {
    return this.state.part(MALL_SLICE);
  }

  shipment(orderId: number): MockShipment | undefined {
    const found = this.data.mallShipments?.find((s) => s.orderId === orderId);
    return found && structuredClone(found);
  }

  /** Adds a shipment, or replaces the one of the same order. */
  save(shipment: MockShipment): void {
    const others = (this.data.mallShipments ?? []).filter((s) => s.orderId !== shipment.orderId);
    this.data.mallShipments = [...others, structuredClone(shipment)];
  }
}

export const shipmentBook = (state: MockState): ShipmentBook => new ShipmentBook(state);
