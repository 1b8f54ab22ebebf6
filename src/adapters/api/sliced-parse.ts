import type { z } from 'zod/mini';

/**
 * Rows of a page checked in one go. A long history (2,000 rows of a money log or of mall orders) checked in
 * one task kept a cheap phone's main thread for most of a second; in slices of this size each task stays
 * short and a tap or a frame gets its turn between them.
 */
export const SLICE_ROWS = 200;

/** What `safeParse` answers, as far as the client reads it. */
export type Parsed = { success: true; data: unknown } | { success: false; error: z.core.$ZodError };

/** The item schema of a page (`pageOf(item)`, extended or not): an object whose `list` is an array. */
function pageItemOf(schema: z.ZodMiniType): z.ZodMiniType | undefined {
  const def = schema._zod.def as { type: string; shape?: Record<string, z.ZodMiniType> };
  if (def.type !== 'object') return undefined;
  const list = def.shape?.list?._zod.def as { type: string; element?: z.ZodMiniType } | undefined;
  return list?.type === 'array' ? list.element : undefined;
}

/** Gives the main thread a turn: the browser's scheduler where it has one, else a macrotask. */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * `schema.safeParse(data)`, with the rows of a long page checked a slice at a time: the page without its
 * rows first, then each slice of rows, yielding between slices. Same result as one `safeParse`: the same
 * output, and on a row that does not fit the very error one `safeParse` gives (it is run again whole then,
 * only on that failure).
 */
export async function parseInSlices(schema: z.ZodMiniType, data: unknown): Promise<Parsed> {
  const item = pageItemOf(schema);
  const rows = (data as { list?: unknown } | null)?.list;
  if (!item || !Array.isArray(rows) || rows.length <= SLICE_ROWS) return schema.safeParse(data);
  const frame = schema.safeParse({ ...(data as object), list: [] });
  if (!frame.success) return frame;
  const parsed: unknown[] = [];
  for (let start = 0; start < rows.length; start += SLICE_ROWS) {
    if (start > 0) await yieldToMain();
    for (const row of rows.slice(start, start + SLICE_ROWS)) {
      const one = item.safeParse(row);
      if (!one.success) return schema.safeParse(data);
      parsed.push(one.data);
    }
  }
  return { success: true, data: { ...(frame.data as object), list: parsed } };
}
