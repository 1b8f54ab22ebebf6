/**
 * Rows of a page checked or mapped in one go. A long history (2,000 rows of a money log or of mall orders)
 * handled in one task kept a cheap phone's main thread for most of a second; in slices of this size each
 * task stays short and a tap or a frame gets its turn between them (sliced-parse.ts, page.mapper.ts).
 */
export const SLICE_ROWS = 200;

/** Whether an answer's `data` is a page with more rows than one slice. */
export const isLongPage = (data: unknown): boolean => {
  const list = (data as { list?: unknown } | null)?.list;
  return Array.isArray(list) && list.length > SLICE_ROWS;
};
