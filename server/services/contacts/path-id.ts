import { ApiError } from '../../http/errors';

/** A path id: a positive integer, else 404 not_found (a malformed id names nothing that exists). */
export function parsePathId(value: string | undefined, what: string): number {
  const n = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) {
    throw new ApiError(404, 'not_found', `${what} ${value ?? ''} not found.`.replace('  ', ' '));
  }
  return n;
}
