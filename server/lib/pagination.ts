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
