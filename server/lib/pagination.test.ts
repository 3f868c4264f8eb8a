import { describe, expect, it } from 'vitest';
import { ESTIMATE_ONLY_ABOVE, EXACT_COUNT_LIMIT, offsetOf, pagedSelect, scalablePage } from './pagination';

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

/** A scalable list of `n` ids, newest first, whose planner estimates `estimate`; records what was asked. */
function scalableOf(n: number, estimate = n) {
  const all = Array.from({ length: n }, (_, i) => n - i);
  const asked: string[] = [];
  return {
    asked,
    opts: {
      key: 'items' as const,
      countUpTo: async (k: number) => (asked.push(`count ${k}`), Math.min(k, n)),
      estimate: async () => (asked.push('estimate'), estimate),
      keyOf: (id: number) => id,
    },
    rows: (cursor?: number) => async (limit: number, offset: number) => {
      asked.push(`rows ${limit} ${offset}`);
      return all.filter((id) => cursor === undefined || id < cursor).slice(offset, offset + limit);
    },
    byIds: {
      idsUpTo: async (k: number) => (asked.push(`ids ${k}`), all.slice(0, k)),
      rowsOf: async (ids: number[]) => (asked.push(`rows of ${ids.length}`), ids),
    },
  };
}

describe('scalablePage', () => {
  it('the last page counts itself: its rows and those before it are the count', async () => {
    const list = scalableOf(45, 5000);
    const last = await scalablePage({ ...list.opts, page: 3, limit: 20, rows: list.rows() });
    expect(last).toMatchObject({ count: 45, count_exact: true, pages: 3, next_cursor: null });
    const empty = scalableOf(0);
    expect(await scalablePage({ ...empty.opts, page: 1, limit: 20, rows: empty.rows() })).toMatchObject({ count: 0, count_exact: true, pages: 0 });
  });

  it('counts up to the limit when more rows follow, or the page is past the end', async () => {
    const list = scalableOf(45);
    expect(await scalablePage({ ...list.opts, page: 1, limit: 20, rows: list.rows() }))
      .toMatchObject({ count: 45, count_exact: true, pages: 3, next_cursor: '26' });
    expect(list.asked).toEqual(['estimate', 'rows 21 0', `count ${EXACT_COUNT_LIMIT + 1}`]);
    const past = scalableOf(45);
    expect(await scalablePage({ ...past.opts, page: 9, limit: 20, rows: past.rows() })).toMatchObject({ count: 45, count_exact: true, items: [] });
  });

  it('counts after a cursor too (the page alone cannot tell)', async () => {
    const list = scalableOf(45);
    expect(await scalablePage({ ...list.opts, page: 1, limit: 20, cursor: 10, rows: list.rows(10) }))
      .toMatchObject({ count: 45, count_exact: true, items: [9, 8, 7, 6, 5, 4, 3, 2, 1], next_cursor: null });
  });

  it('answers the estimate past the exact limit, never less than the rows already seen', async () => {
    const list = scalableOf(5000, 1200);
    expect(await scalablePage({ ...list.opts, page: 1, limit: 20, rows: list.rows() }))
      .toMatchObject({ count: EXACT_COUNT_LIMIT + 1 + 199, count_exact: false, pages: 60 });
    const deep = scalableOf(5000, 1200);
    expect(await scalablePage({ ...deep.opts, page: 100, limit: 20, rows: deep.rows() })).toMatchObject({ count: 2001, count_exact: false });
  });

  describe('byIds (one read of the first matching ids serves the count and the page)', () => {
    it('answers what the two reads answer: count, pages, cursor and the last page', async () => {
      for (const page of [1, 2, 3, 4]) {
        const a = scalableOf(45, 60);
        const b = scalableOf(45, 60);
        const viaIds = await scalablePage({ ...a.opts, page, limit: 20, rows: a.rows(), byIds: a.byIds });
        expect(viaIds).toEqual(await scalablePage({ ...b.opts, page, limit: 20, rows: b.rows() }));
        expect(a.asked).toEqual(['estimate', `ids ${EXACT_COUNT_LIMIT + 1}`, expect.stringMatching(/^rows of \d+$/)]);
      }
    });

    it('past the exact limit: the estimate (never below what was seen), count_exact false', async () => {
      const list = scalableOf(5000, 1200);
      expect(await scalablePage({ ...list.opts, page: 1, limit: 20, rows: list.rows(), byIds: list.byIds }))
        .toMatchObject({ count: 1200, count_exact: false, next_cursor: '4981' });
    });

    it('reads the page as usual after a cursor, past the first ids, or when the estimate alone is the count', async () => {
      const cursor = scalableOf(45);
      await scalablePage({ ...cursor.opts, page: 1, limit: 20, cursor: 10, rows: cursor.rows(10), byIds: cursor.byIds });
      expect(cursor.asked).not.toContain(`ids ${EXACT_COUNT_LIMIT + 1}`);
      const deep = scalableOf(5000, 1200);
      await scalablePage({ ...deep.opts, page: 60, limit: 20, rows: deep.rows(), byIds: deep.byIds });
      expect(deep.asked).toContain('rows 21 1180');
      const many = scalableOf(50_000, ESTIMATE_ONLY_ABOVE + 1);
      expect(await scalablePage({ ...many.opts, page: 1, limit: 20, rows: many.rows(), byIds: many.byIds }))
        .toMatchObject({ count: ESTIMATE_ONLY_ABOVE + 1, count_exact: false });
      expect(many.asked).toEqual(['estimate', 'rows 21 0']);
    });
  });

  it('does not count when the planner expects more than ESTIMATE_ONLY_ABOVE matches', async () => {
    const list = scalableOf(50_000, ESTIMATE_ONLY_ABOVE + 1);
    expect(await scalablePage({ ...list.opts, page: 1, limit: 20, rows: list.rows() }))
      .toMatchObject({ count: ESTIMATE_ONLY_ABOVE + 1, count_exact: false });
    expect(list.asked).toEqual(['estimate', 'rows 21 0']);
  });
});
