import { z } from 'zod';
import { documentedParam, wholeNumberParam } from './query-values';

/**
 * Every list pages the same way: page ≥ 1 (default 1), 1 ≤ limit ≤ 100 (default 20), and answers
 * `{ count, page, limit, pages, <items> }` with pages = ceil(count / limit). Query strings give strings, the
 * dashboard's tRPC numbers; both are accepted.
 */
export const pageParams = {
  page: wholeNumberParam(1, 999_999_999).default(1).describe('Page number, default 1.'),
  limit: wholeNumberParam(1, 100).default(20).describe('Results per page, 1 to 100, default 20.'),
};

/** The paging fields of every list response. */
export const pageFields = {
  count: z.number().int().describe('Total number of matching items.'),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
};

export function pageOf<K extends string, T>(key: K, items: T[], count: number, page: number, limit: number) {
  return { count, page, limit, pages: Math.ceil(count / limit), [key]: items } as
    { count: number; page: number; limit: number; pages: number } & Record<K, T[]>;
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;

/**
 * One page of a list, the way every list answers it: `count` counts the matching rows, `rows` reads the page
 * with the limit and offset it is given (in the list's order). Both run at once; the answer is `pageOf`'s.
 * The queries are the caller's, so this module itself still does no I/O.
 */
export async function pagedSelect<K extends string, T>(opts: {
  key: K;
  page: number;
  limit: number;
  count: () => Promise<number>;
  rows: (limit: number, offset: number) => Promise<T[]>;
}) {
  const { key, page, limit } = opts;
  const [count, items] = await Promise.all([opts.count(), opts.rows(limit, offsetOf(page, limit))]);
  return pageOf(key, items, count, page, limit);
}

/**
 * Lists that grow to millions of rows (contacts, calls) count only this far exactly: past it, `count` is the
 * planner's estimate, so a page costs the same in an account of any size.
 */
export const EXACT_COUNT_LIMIT = 1_000;

/**
 * When the planner expects more matches than this, `count` is its estimate without counting: counting even
 * EXACT_COUNT_LIMIT matches of a common search word reads the whole trigram posting lists of the word.
 */
export const ESTIMATE_ONLY_ABOVE = 10 * EXACT_COUNT_LIMIT;

const MAX_ROW_ID = 2_147_483_647;

/** `cursor`: the `next_cursor` of the previous page; opaque to clients (today the last row's id). */
export const cursorParam = documentedParam(z
  .union([z.number(), z.string().trim().regex(/^[1-9]\d{0,9}$/).transform(Number)], { error: 'must be the next_cursor of a previous page' })
  .pipe(z.number().int().min(1, 'must be the next_cursor of a previous page').max(MAX_ROW_ID, 'must be the next_cursor of a previous page')), { type: 'integer', minimum: 1, maximum: MAX_ROW_ID })
  .optional()
  .describe(
    'Keyset paging: the `next_cursor` of the previous answer. The page is the `limit` items after that one, in the ' +
      "list's order; `page` is then ignored. Cost does not grow with depth, unlike `page`.",
  );

/** The paging fields of a list that counts up to EXACT_COUNT_LIMIT and can be read by cursor. */
export const scalablePageFields = {
  count: z
    .number()
    .int()
    .describe(
      `Number of matching items: exact when \`count_exact\` is true (on the last page read by \`page\`, else up to ${EXACT_COUNT_LIMIT.toLocaleString('en-US')}), ` +
        "else the database's estimate. `pages` = ceil(count / limit) either way.",
    ),
  count_exact: z
    .boolean()
    .describe(
      `Whether \`count\` (and so \`pages\`) is exact; false past ${EXACT_COUNT_LIMIT.toLocaleString('en-US')} matches, and when the ` +
        `database expects more than ${ESTIMATE_ONLY_ABOVE.toLocaleString('en-US')} (then the estimate is not checked by counting).`,
    ),
  page: z.number().int(),
  limit: z.number().int(),
  pages: z.number().int(),
  next_cursor: z
    .string()
    .nullable()
    .describe('Pass as `cursor` for the items after this page; null on the last page.'),
};

/**
 * One page of a scalable list. `rows` reads up to `limit + 1` items (after `cursor` when given, else from the
 * page's offset) so the answer knows whether a next page exists. The planner's `estimate` is asked at the same
 * time; above ESTIMATE_ONLY_ABOVE it is the count, else `countUpTo(n)` counts at most EXACT_COUNT_LIMIT + 1
 * matches while the page is read (the estimate stands in past that). A last page read by `page` counts itself:
 * its rows and those before it are all there are. `keyOf` names a row's cursor; `present` turns the page's rows
 * into the answer's items.
 */
export async function scalablePage<K extends string, R, T = R>(opts: {
  key: K;
  page: number;
  limit: number;
  cursor?: number;
  countUpTo: (n: number) => Promise<number>;
  estimate: () => Promise<number>;
  rows: (limit: number, offset: number) => Promise<R[]>;
  keyOf: (row: R) => number;
  present?: (rows: R[]) => Promise<T[]>;
  /**
   * For lists whose every read is one costly scan (a trigram search): the first `n` matching ids in the list's
   * order, and the rows of given ids in that order. A page within the first EXACT_COUNT_LIMIT matches is then cut
   * from one read of up to EXACT_COUNT_LIMIT + 1 ids, which is also the count, instead of a count and a page that
   * each scan the index.
   */
  byIds?: { idsUpTo: (n: number) => Promise<number[]>; rowsOf: (ids: number[]) => Promise<R[]> };
}) {
  const { key, page, limit } = opts;
  const offset = opts.cursor === undefined ? offsetOf(page, limit) : 0;
  const byIds = opts.byIds && opts.cursor === undefined && offset + limit <= EXACT_COUNT_LIMIT
    ? countAndPageByIds(opts.byIds, opts.estimate, offset, limit)
    : undefined;
  const counting = byIds ?? countOf(opts);
  // Not awaited when the page counts itself: its failure must not go unhandled.
  counting.catch(() => {});
  // Otherwise the page is read while the count runs.
  const viaIds = byIds ? (await byIds).page : undefined;
  const fetched = viaIds ?? (await opts.rows(limit + 1, offset));
  const rows = fetched.slice(0, limit);
  const nextCursor = fetched.length > limit ? String(opts.keyOf(rows[rows.length - 1])) : null;
  // The last page (not past the end, not after a cursor): the rows before it and on it are all there is.
  const last = opts.cursor === undefined && fetched.length <= limit && (fetched.length > 0 || offset === 0);
  // Rows this page has shown to exist: an estimate is never below them.
  const seen = opts.cursor === undefined && fetched.length ? offset + fetched.length : 0;
  const [{ count, exact }, items] = await Promise.all([
    last ? { count: offset + fetched.length, exact: true } : counting.then((c) => ({ ...c, count: Math.max(c.count, seen) })),
    opts.present ? opts.present(rows) : (rows as unknown as T[]),
  ]);
  return { count, count_exact: exact, page, limit, pages: Math.ceil(count / limit), next_cursor: nextCursor, [key]: items } as {
    count: number; count_exact: boolean; page: number; limit: number; pages: number; next_cursor: string | null;
  } & Record<K, T[]>;
}

/**
 * countOf for a `byIds` list, with the page: when the estimate is small enough to count, the first
 * EXACT_COUNT_LIMIT + 1 ids are read once and give both the count and the page's `limit + 1` rows.
 */
async function countAndPageByIds<R>(
  byIds: { idsUpTo: (n: number) => Promise<number[]>; rowsOf: (ids: number[]) => Promise<R[]> },
  estimateOf: () => Promise<number>,
  offset: number,
  limit: number,
): Promise<{ count: number; exact: boolean; page?: R[] }> {
  const estimate = Math.round(await estimateOf());
  if (estimate > ESTIMATE_ONLY_ABOVE) return { count: estimate, exact: false };
  const ids = await byIds.idsUpTo(EXACT_COUNT_LIMIT + 1);
  const page = await byIds.rowsOf(ids.slice(offset, offset + limit + 1));
  if (ids.length <= EXACT_COUNT_LIMIT) return { count: ids.length, exact: true, page };
  return { count: Math.max(EXACT_COUNT_LIMIT + 1, estimate), exact: false, page };
}

/** The list's count: the estimate alone when it is large, else counted up to the exact limit. */
async function countOf(opts: { countUpTo: (n: number) => Promise<number>; estimate: () => Promise<number> }): Promise<{ count: number; exact: boolean }> {
  const estimate = Math.round(await opts.estimate());
  if (estimate > ESTIMATE_ONLY_ABOVE) return { count: estimate, exact: false };
  const counted = await opts.countUpTo(EXACT_COUNT_LIMIT + 1);
  if (counted <= EXACT_COUNT_LIMIT) return { count: counted, exact: true };
  return { count: Math.max(EXACT_COUNT_LIMIT + 1, estimate), exact: false };
}

/** A page as the dashboard asks for it (tRPC numbers), with the same bounds and defaults. */
export const pageInput = z.object({
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(100).default(20),
});
export type PageInput = { page?: number; limit?: number };
