/** PostgreSQL error codes, as both drivers report them (drizzle may wrap the driver error in `cause`). */
export function pgCode(err: unknown): string | undefined {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code ?? e?.cause?.code;
}

export const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';
export const isForeignKeyViolation = (err: unknown) => pgCode(err) === '23503';
export const isNotNullViolation = (err: unknown) => pgCode(err) === '23502';
