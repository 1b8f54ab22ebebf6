/** The spec's page size for order lists; other lists use it too unless they say otherwise. */
export const DEFAULT_PAGE_SIZE = 10;

export interface PageQuery {
  readonly page: number;
  readonly pageSize: number;
}

export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** Whether another page exists after `page`. */
export const hasMore = (page: Page<unknown>): boolean => page.page * page.pageSize < page.total;
