import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, hasMore } from './paging';

describe('hasMore', () => {
  it.each([
    [1, 10, 25, true],
    [2, 10, 25, true],
    [3, 10, 25, false],
    [1, 10, 10, false],
    [1, 10, 0, false],
  ])('page %d of size %d with %d total → %s', (page, pageSize, total, expected) => {
    expect(hasMore({ items: [], page, pageSize, total })).toBe(expected);
  });

  it('uses the spec page size of 10', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });
});
