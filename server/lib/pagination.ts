import { z } from 'zod';

/**
 * Every list pages the same way (decisions.md): page ≥ 1 (default 1), 1 ≤ limit ≤ 100 (default 20), and answers
 * `{ count, page, limit, pages, <items> }` with pages = ceil(count / limit). Query strings give strings, the
 * dashboard's tRPC numbers; both are accepted.
 */
const wholeNumber = z
  .union([z.number(), z.string().trim().regex(/^\d{1,9}$/, 'must be a whole number').transform(Number)])
  .pipe(z.number().int('must be a whole number'));

export const pageParams = {
  page: wholeNumber.pipe(z.number().min(1, 'must be at least 1')).default(1).describe('Page number, default 1.'),
  limit: wholeNumber
    .pipe(z.number().min(1, 'must be between 1 and 100').max(100, 'must be between 1 and 100'))
    .default(20)
    .describe('Results per page, 1 to 100, default 20.'),
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
