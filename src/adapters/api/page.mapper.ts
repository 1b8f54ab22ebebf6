import type { Page } from '../../domain/shared/paging';

/** A page as every list call answers it (`pageOf` in the catalogue). */
export interface PageWire<W> {
  readonly list: readonly W[];
  readonly total: number;
  readonly page: number;
  readonly page_size: number;
}

/** Maps a wire page to a domain page, each item through `item`. */
export const toPage = <W, T>(wire: PageWire<W>, item: (w: W) => T): Page<T> => ({
  items: wire.list.map(item),
  total: wire.total,
  page: wire.page,
  pageSize: wire.page_size,
});
