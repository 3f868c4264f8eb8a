import { AppError } from '../errors';

const MAX_INT4 = 2_147_483_647;
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
