import { describe, expect, it } from 'vitest';
import { offsetOf, pagedSelect } from './pagination';

/** A list of `n` items read the way a service reads its table: a count and one slice. */
function listOf(n: number) {
  const all = Array.from({ length: n }, (_, i) => i + 1);
  const calls: [number, number][] = [];
  return {
    calls,
    count: async () => all.length,
    rows: async (limit: number, offset: number) => {
      calls.push([limit, offset]);
      return all.slice(offset, offset + limit);
    },
  };
}

describe('pagedSelect', () => {
  it.each([
    // count, page, limit → items on the page, pages
    [45, 1, 20, 20, 3],
    [45, 3, 20, 5, 3],
    [45, 4, 20, 0, 3],
    [40, 2, 20, 20, 2],
    [0, 1, 20, 0, 0],
    [1, 1, 1, 1, 1],
  ])('%i items, page %i of %i → %i items, %i pages', async (n, page, limit, items, pages) => {
    const list = listOf(n);
    const result = await pagedSelect({ key: 'things', page, limit, count: list.count, rows: list.rows });
    expect(result).toMatchObject({ count: n, page, limit, pages });
    expect(result.things).toHaveLength(items);
    expect(list.calls).toEqual([[limit, offsetOf(page, limit)]]);
  });

  it('answers the page under its key, in the order the rows come', async () => {
    const list = listOf(5);
    expect(await pagedSelect({ key: 'numbers', page: 2, limit: 2, count: list.count, rows: list.rows })).toEqual({
      count: 5, page: 2, limit: 2, pages: 3, numbers: [3, 4],
    });
  });
});
