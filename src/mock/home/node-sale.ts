import * as z from 'zod/mini';
import type { MockEnv } from '../core/handler';
import type { MockState, StateSlice } from '../core/mock-state';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The node sale ends 12 days after the mock first answers it, so the home countdown has something to count. */
export const NODE_SALE_DAYS_LEFT = 12;

/**
 * When the node sale ends, kept in the mock state as a real server keeps it: fixed the first time it is
 * asked (12 days later) and the same instant on every later call, across reloads of the in-page host too,
 * so that the countdown runs down instead of starting again at every visit. Reset forgets it.
 */
export const NODE_SALE_SLICE = {
  schema: z.object({ nodeSaleEndsAt: z.optional(z.string()) }),
  seed: () => ({}),
} satisfies StateSlice;

/** The sale's end (ISO), fixed on the first call. */
export function nodeSaleEnd(state: MockState, env: Pick<MockEnv, 'now'>): string {
  const sale = state.part(NODE_SALE_SLICE);
  sale.nodeSaleEndsAt ??= new Date(env.now() + NODE_SALE_DAYS_LEFT * DAY_MS).toISOString();
  return sale.nodeSaleEndsAt;
}
