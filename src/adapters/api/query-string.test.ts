import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it.each([
    [{}, ''],
    [undefined, ''],
    ['text', ''],
    [{ page: 1, page_size: 10 }, 'page=1&page_size=10'],
    [{ a: undefined, b: null, c: 0, d: false, e: '' }, 'c=0&d=false&e='],
    [{ ids: [1, 2] }, 'ids=1&ids=2'],
    [{ q: 'a b&c' }, 'q=a+b%26c'],
    [{ filter: { x: 1 } }, 'filter=%7B%22x%22%3A1%7D'],
  ])('builds %j as %s', (params, expected) => {
    expect(toQueryString(params)).toBe(expected);
  });
});
