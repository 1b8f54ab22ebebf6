import * as z from 'zod/mini';
import type { MockState, StateSlice } from '../core/mock-state';

export const carApplicationSchema = z.object({
  id: z.number(),
  userId: z.number(),
  applyNo: z.string(),
  carId: z.number(),
  name: z.string(),
  phone: z.string(),
  documents: z.array(z.string()),
  remark: z.string(),
  /** CAR_APPLICATION_CODES: pending 1, approved 2, rejected 3. */
  status: z.number(),
  reason: z.string(),
  /** ISO dates. */
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
});
export type MockCarApplication = z.infer<typeof carApplicationSchema>;

/** The car applications of the mock state (optional, so that older saved states restore). */
export const CAR_SLICE = {
  schema: z.object({ carApplications: z.optional(z.array(carApplicationSchema)) }),
  seed: () => ({}),
} satisfies StateSlice;

export const carData = (state: MockState) => state.part(CAR_SLICE);

/** The user's applications, newest first (live objects). */
export const applicationsOf = (state: MockState, userId: number): MockCarApplication[] =>
  (carData(state).carApplications ?? []).filter((a) => a.userId === userId).sort((a, b) => b.id - a.id);

export function addApplication(state: MockState, fields: Omit<MockCarApplication, 'id' | 'applyNo'>) {
  const data = carData(state);
  const all = data.carApplications ?? [];
  const id = all.reduce((max, a) => Math.max(max, a.id), 0) + 1;
  const day = fields.createdAt.slice(0, 10).replaceAll('-', '');
  const application = { ...fields, id, applyNo: `CA${day}${String(id).padStart(6, '0')}` };
  data.carApplications = [...all, application];
  return application;
}
