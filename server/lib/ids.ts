import { z } from 'zod';
import { AppError } from '../errors';
import { documentedParam } from './query-values';

/** PostgreSQL `integer` (int4) bounds: every id column and most counters are of this type. */
export const MAX_INT4 = 2_147_483_647;
export const MIN_INT4 = -2_147_483_648;

/** An integer a PostgreSQL `integer` column can hold (a larger one would fail the query, not the request). */
export const int4Schema = z.number().int().min(MIN_INT4, `must be at least ${MIN_INT4}`).max(MAX_INT4, `must be at most ${MAX_INT4}`);

/** A database id in a body or a dashboard input: a positive integer within PostgreSQL's integer range. */
export const rowIdSchema = z.number().int().min(1, 'must be a positive integer').max(MAX_INT4, `must be at most ${MAX_INT4}`);

/** A database id in a query string: digits within PostgreSQL's integer range. */
export const rowIdParam = z
  .string()
  .regex(/^\d+$/, 'must be a positive integer')
  .transform(Number)
  .pipe(rowIdSchema);

/** A database id in a query parameter of REST (digits) or of the dashboard (a number), documented as the id it is. */
export const rowIdQuery = documentedParam(z.union([rowIdSchema, rowIdParam], { error: 'must be a positive integer' }), { type: 'integer', minimum: 1, maximum: MAX_INT4 });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A database id from a path or body: digits within PostgreSQL's integer range, else null. */
export function asRowId(value: string | number | undefined): number | null {
  const n = typeof value === 'number' ? value : value !== undefined && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_INT4 ? n : null;
}

/** A path id, else 404 not_found: a malformed id names nothing that exists. */
export function parsePathId(value: string | undefined, what: string): number {
  const id = asRowId(value);
  if (id === null) throw new AppError('not_found', `${what} ${value ?? ''} not found.`.replace('  ', ' '));
  return id;
}

export const isUuid = (value: string) => UUID.test(value);
