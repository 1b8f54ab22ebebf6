import * as z from 'zod/mini';
import type { MockState, StateSlice } from '../core/mock-state';

/**
 * A shipped device and the code printed on it (mining.handlers.ts keeps the rules): `buyerId` bought it
 * (null for a device sold elsewhere), `ownerId` activated it; `fails` makes its activation fail (a device
 * fault, for the demo of a failed activation).
 */
export const mockDeviceSchema = z.object({
  code: z.string(),
  goodsId: z.number(),
  buyerId: z.nullable(z.number()),
  ownerId: z.nullable(z.number()),
  activatedAt: z.nullable(z.string()),
  fails: z.boolean(),
});
export type MockDevice = z.infer<typeof mockDeviceSchema>;

/** One activation attempt: pending until `settlesAt` (ISO), then success or failure by the device. */
export const mockActivationSchema = z.object({
  id: z.number(),
  userId: z.number(),
  code: z.string(),
  settlesAt: z.string(),
  /** null while pending. */
  outcome: z.nullable(z.enum(['success', 'failed'])),
});
export type MockActivation = z.infer<typeof mockActivationSchema>;

/**
 * Shipped devices and their activation codes (goods ids of mall.handlers.ts). User 10001 holds an
 * activated tablet and has a phone on its way (`NADI-7K2M-9QX4`); the `NADI-DEMO-*` devices were sold
 * elsewhere and any user may activate them; `NADI-FAIL-0001` is faulty: its activation fails.
 */
export const SEED_DEVICES: readonly MockDevice[] = [
  {
    code: 'NADI-A1B2-C3D4',
    goodsId: 1,
    buyerId: 10001,
    ownerId: 10001,
    activatedAt: '2025-03-01T08:00:00.000Z',
    fails: false,
  },
  { code: 'NADI-7K2M-9QX4', goodsId: 2, buyerId: 10001, ownerId: null, activatedAt: null, fails: false },
  { code: 'NADI-DEMO-0001', goodsId: 1, buyerId: null, ownerId: null, activatedAt: null, fails: false },
  { code: 'NADI-DEMO-0002', goodsId: 2, buyerId: null, ownerId: null, activatedAt: null, fails: false },
  { code: 'NADI-DEMO-0003', goodsId: 1, buyerId: null, ownerId: null, activatedAt: null, fails: false },
  { code: 'NADI-FAIL-0001', goodsId: 1, buyerId: null, ownerId: null, activatedAt: null, fails: true },
];

/** Mining's keys of the mock state: shipped devices by activation code, and activation attempts. */
export const MINING_SLICE = {
  /** Optional, so that a snapshot saved before devices existed still restores. */
  schema: z.object({
    devices: z.optional(z.array(mockDeviceSchema)),
    activations: z.optional(z.array(mockActivationSchema)),
  }),
  seed: () => ({ devices: SEED_DEVICES.map((d) => ({ ...d })), activations: [] }),
} satisfies StateSlice;

/** The devices and activation attempts of the mock state. Hands out copies. */
export class DeviceBook {
  constructor(private readonly state: MockState) {}

  private get data() {
    return this.state.part(MINING_SLICE);
  }

  /** The device carrying an activation code (codes match whatever their case). */
  device(code: string): MockDevice | undefined {
    const key = code.toUpperCase();
    const found = this.data.devices?.find((d) => d.code.toUpperCase() === key);
    return found && { ...found };
  }

  /** Every device, as stored. */
  devices(): MockDevice[] {
    return (this.data.devices ?? []).map((d) => ({ ...d }));
  }

  /** Replaces the device with the same code in its place, or adds it at the end (positions are stable). */
  putDevice(device: MockDevice): void {
    const data = this.data;
    const devices = data.devices ?? [];
    const index = devices.findIndex((d) => d.code === device.code);
    data.devices =
      index < 0 ? [...devices, { ...device }] : devices.map((d, i) => (i === index ? { ...device } : d));
  }

  activation(userId: number, id: number): MockActivation | undefined {
    const found = this.data.activations?.find((a) => a.userId === userId && a.id === id);
    return found && { ...found };
  }

  activationsOf(userId: number): MockActivation[] {
    return (this.data.activations ?? []).filter((a) => a.userId === userId).map((a) => ({ ...a }));
  }

  addActivation(fields: Omit<MockActivation, 'id'>): MockActivation {
    const data = this.data;
    const activations = data.activations ?? [];
    const record = { ...fields, id: activations.reduce((max, a) => Math.max(max, a.id), 0) + 1 };
    data.activations = [...activations, record];
    return { ...record };
  }

  saveActivation(activation: MockActivation): void {
    const data = this.data;
    data.activations = (data.activations ?? []).map((a) => (a.id === activation.id ? { ...activation } : a));
  }
}

/** The devices and activations of a mock state. */
export const deviceBook = (state: MockState): DeviceBook => new DeviceBook(state);
