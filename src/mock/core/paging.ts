import { invalid, ok } from './handler';

/** Most items one page may hold. */
export const MAX_PAGE_SIZE = 100;

/** One page of `items`, or HTTP 400 for a page below 1 or a size outside 1..MAX_PAGE_SIZE. */
export function pageAnswer<T>(items: readonly T[], page: number, pageSize: number) {
  if (page < 1) return invalid('page must be 1 or more');
  if (pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    return invalid(`page_size must be between 1 and ${MAX_PAGE_SIZE}`);
  const list = items.slice((page - 1) * pageSize, page * pageSize);
  return ok({ list: [...list], total: items.length, page, page_size: pageSize });
}
