import type { Page } from '../../domain/shared/paging';
import { SLICE_ROWS } from './long-page';
import { yieldToMain } from './yield-to-main';

/** A page as every list call answers it (`pageOf` in the catalogue). */
export interface PageWire<W> {
  readonly list: readonly W[];
  readonly total: number;
  readonly page: number;
  readonly page_size: number;
}

/**
 * Maps a wire page to a domain page, each item through `item`; a long page a slice of rows at a time, the
 * main thread free between slices (as its rows were checked: sliced-parse.ts).
 */
export async function toPage<W, T>(wire: PageWire<W>, item: (w: W) => T): Promise<Page<T>> {
  const items: T[] = [];
  for (let start = 0; start < wire.list.length; start += SLICE_ROWS) {
    if (start > 0) await yieldToMain();
    for (const row of wire.list.slice(start, start + SLICE_ROWS)) items.push(item(row));
  }
  return { items, total: wire.total, page: wire.page, pageSize: wire.page_size };
}
