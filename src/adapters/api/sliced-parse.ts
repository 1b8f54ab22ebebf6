import type { z } from 'zod/mini';
import { isLongPage, SLICE_ROWS } from './long-page';
import { yieldToMain } from './yield-to-main';

export { SLICE_ROWS } from './long-page';

/** What `safeParse` answers, as far as the client reads it. */
export type Parsed = { success: true; data: unknown } | { success: false; error: z.core.$ZodError };

/** The item schema of a page (`pageOf(item)`, extended or not): an object whose `list` is an array. */
function pageItemOf(schema: z.ZodMiniType): z.ZodMiniType | undefined {
  const def = schema._zod.def as { type: string; shape?: Record<string, z.ZodMiniType> };
  if (def.type !== 'object') return undefined;
  const list = def.shape?.list?._zod.def as { type: string; element?: z.ZodMiniType } | undefined;
  return list?.type === 'array' ? list.element : undefined;
}

/**
 * `schema.safeParse(data)`, with the rows of a long page checked a slice at a time: the page without its
 * rows first, then each slice of rows, yielding between slices. Same result as one `safeParse`: the same
 * output, and on a row that does not fit the very error one `safeParse` gives (it is run again whole then,
 * only on that failure).
 */
export async function parseInSlices(schema: z.ZodMiniType, data: unknown): Promise<Parsed> {
  const item = pageItemOf(schema);
  if (!item || !isLongPage(data)) return schema.safeParse(data);
  const rows = (data as { list: unknown[] }).list;
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
